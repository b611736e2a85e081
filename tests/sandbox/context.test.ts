// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../sandbox'
import { createContext } from '../../sandbox/handlers/context'

afterEach(() => vi.unstubAllEnvs())

describe('the sandbox options read from the environment', () => {
  it('SANDBOX_TASK_POLLS sets how many polls a task takes, never fewer than 2; an option wins over it', () => {
    expect(createContext(createStore()).taskPolls).toBe(4)
    vi.stubEnv('SANDBOX_TASK_POLLS', '2')
    expect(createContext(createStore()).taskPolls).toBe(2)
    expect(createContext(createStore(), { taskPolls: 6 }).taskPolls).toBe(6)
    vi.stubEnv('SANDBOX_TASK_POLLS', '1')
    expect(createContext(createStore()).taskPolls).toBe(2)
    vi.stubEnv('SANDBOX_TASK_POLLS', 'many')
    expect(createContext(createStore()).taskPolls).toBe(4)
  })

  it('SANDBOX_ACCESS_TTL_SECONDS sets the access token lifetime', () => {
    expect(createContext(createStore()).accessTtlMs).toBe(900_000)
    vi.stubEnv('SANDBOX_ACCESS_TTL_SECONDS', '5')
    expect(createContext(createStore()).accessTtlMs).toBe(5_000)
  })
})

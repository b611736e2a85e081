// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { MUTANT_RUN_ENV } from '../support/mutants/mutantRun'
import { createCoverageRecorder } from '../support/paths/coverage'

/** `.ci/run` prints the coverage table after the mutant sample: the sample's mutated machines must not be what it reads. */
const NAME = 'mutantRunProbeMachine'
const REPORT = join('coverage', 'paths', `${NAME}.json`)
const machine = createMachine({ id: 'probe', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } })

function recordOnePath() {
  const recorder = createCoverageRecorder(NAME, machine)
  const actor = createActor(machine, { inspect: recorder.inspect }).start()
  actor.send({ type: 'GO' })
  recorder.countPath()
  return recorder.writeReport()
}

afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(REPORT, { force: true })
})

describe('path coverage reports', () => {
  it('a real run writes the machine\'s report', () => {
    vi.stubEnv(MUTANT_RUN_ENV, '')
    expect(recordOnePath().paths).toBe(1)
    expect(JSON.parse(readFileSync(REPORT, 'utf8'))).toMatchObject({ paths: 1 })
  })

  it('a mutant run leaves the real run\'s report alone', () => {
    vi.stubEnv(MUTANT_RUN_ENV, '1')
    expect(recordOnePath().paths).toBe(1)
    expect(existsSync(REPORT)).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  asyncTaskMachine,
  backoffDelay,
  MAX_TASK_ATTEMPTS,
  MISSING_TASK_ID_MESSAGE,
  TASK_TIMEOUT_MESSAGE,
  type FetchTaskStatusInput,
  type TaskStatusReport,
} from '../../../src/machines/shared/asyncTaskMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'

type Reply = TaskStatusReport | { throw: { message: string; status?: number; fatal?: boolean } }

/** Starts the machine with a fetch that answers from `replies` (the last one repeats) and records when each poll was sent. */
function start(replies: Reply[], taskId: string | null | undefined = 'task-1') {
  const calls: { at: number; input: FetchTaskStatusInput; signal: AbortSignal }[] = []
  const t0 = Date.now()
  const machine = asyncTaskMachine.provide({
    actors: {
      fetchTaskStatus: fromPromise<TaskStatusReport, FetchTaskStatusInput>(async ({ input, signal }) => {
        calls.push({ at: Date.now() - t0, input, signal })
        const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!
        if ('throw' in reply) throw Object.assign(new Error(reply.throw.message), reply.throw)
        return reply
      }),
    },
  })
  const actor = createActor(machine, { input: { taskId } }).start()
  return { actor, calls }
}

const pending = (progress?: number): TaskStatusReport => ({ status: 'pending', result: null, error: null, message: null, progress })

fakeTimersPerTest()

describe('asyncTaskMachine', () => {
  it('waits 1, 1.5, 2.25, … s between polls, capped at 10 s (the exact schedule)', async () => {
    const { calls } = start([pending()])
    const expected: number[] = []
    let at = 0
    for (let n = 0; n < 12; n++) {
      at += backoffDelay(n)
      expected.push(at)
    }
    await vi.advanceTimersByTimeAsync(expected.at(-1)!)
    expect(calls.map((c) => c.at)).toEqual(expected)
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 10000, 10000])
  })

  it('does not poll before the first second', async () => {
    const { calls } = start([pending()])
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input).toEqual({ taskId: 'task-1', attempt: 1 })
  })

  it('passes progress on and completes with the result', async () => {
    const { actor } = start([pending(20), { status: 'processing', progress: 60, result: null, error: null, message: null }, { status: 'completed', result: { id: 'x' }, error: null, message: null }])
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.progress).toBe(20)
    await vi.advanceTimersByTimeAsync(1500)
    expect(actor.getSnapshot().context.progress).toBe(60)
    await vi.advanceTimersByTimeAsync(2250)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ ok: true, result: { id: 'x' } })
  })

  it('accepts SUCCESS and FAILURE spellings', async () => {
    const ok = start([{ status: 'SUCCESS', result: 1, error: null, message: null }])
    const ko = start([{ status: 'FAILURE', result: null, error: null, message: 'Card declined' }])
    await vi.advanceTimersByTimeAsync(1000)
    expect(ok.actor.getSnapshot().output).toEqual({ ok: true, result: 1 })
    expect(ko.actor.getSnapshot().output).toEqual({ ok: false, error: 'Card declined' })
  })

  it('a failed task reports its error, else its message, else "Task failed"', async () => {
    const a = start([{ status: 'failed', result: null, error: 'E', message: 'M' }])
    const b = start([{ status: 'failed', result: null, error: null, message: 'M' }])
    const c = start([{ status: 'failed', result: null, error: null, message: null }])
    await vi.advanceTimersByTimeAsync(1000)
    expect([a, b, c].map((x) => x.actor.getSnapshot().output)).toEqual([
      { ok: false, error: 'E' },
      { ok: false, error: 'M' },
      { ok: false, error: 'Task failed' },
    ])
  })

  it('waits 5 s after an error, then goes on with the back-off', async () => {
    const { calls } = start([pending(), { throw: { message: 'Network down', status: 503 } }, pending()])
    await vi.advanceTimersByTimeAsync(1000 + 1500 + 5000 + 3375)
    expect(calls.map((c) => c.at)).toEqual([1000, 2500, 7500, 10875])
  })

  it('does not retry a 400', async () => {
    const { actor, calls } = start([{ throw: { message: 'Bad task', status: 400 } }])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: 'Bad task' })
  })

  it('does not retry a malformed body (fatal)', async () => {
    const { actor, calls } = start([{ throw: { message: 'Malformed response', fatal: true } }])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: 'Malformed response' })
  })

  it('an unknown status ends with an error instead of spinning', async () => {
    const { actor } = start([{ status: '<html>', result: null, error: null, message: null }])
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: 'Unexpected task status: <html>' })
  })

  it('a task that never finishes stops after exactly 30 polls with the timeout message, then sends nothing', async () => {
    const { actor, calls } = start([pending()])
    await vi.advanceTimersByTimeAsync(30 * 10_000)
    expect(calls).toHaveLength(MAX_TASK_ATTEMPTS)
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: TASK_TIMEOUT_MESSAGE })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(calls).toHaveLength(MAX_TASK_ATTEMPTS)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('errors on the 30th poll end with "Polling timeout: …"', async () => {
    const { actor, calls } = start([{ throw: { message: 'Network down', status: 503 } }])
    await vi.advanceTimersByTimeAsync(1000 + 29 * 5000)
    expect(calls).toHaveLength(30)
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: 'Polling timeout: Network down' })
  })

  it('a missing task id is an error and never sends a request', async () => {
    for (const taskId of [null, '']) {
      const { actor, calls } = start([pending()], taskId)
      await vi.advanceTimersByTimeAsync(5000)
      expect(calls).toHaveLength(0)
      expect(actor.getSnapshot().output).toEqual({ ok: false, error: MISSING_TASK_ID_MESSAGE })
    }
  })

  it('stopping mid-poll aborts the request in flight and sends nothing afterwards', async () => {
    const calls: AbortSignal[] = []
    const machine = asyncTaskMachine.provide({
      actors: {
        fetchTaskStatus: fromPromise<TaskStatusReport, FetchTaskStatusInput>(({ signal }) => {
          calls.push(signal)
          return new Promise(() => {})
        }),
      },
    })
    const actor = createActor(machine, { input: { taskId: 't' } }).start()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.aborted).toBe(false)
    actor.stop()
    expect(calls[0]!.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(1)
  })
})

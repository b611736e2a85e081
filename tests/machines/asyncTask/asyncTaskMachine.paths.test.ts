import { afterAll, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyEventObject } from 'xstate'
import { asyncTaskMachine, type FetchTaskStatusInput, type TaskStatusReport } from '../../../src/machines/asyncTask/asyncTaskMachine'
import { controllablePromiseActor, createCoverageRecorder, describePath, expectFullCoverage, machinePaths, replayPath } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const report = (status: string): TaskStatusReport => ({ status, result: status === 'completed' ? { ok: 1 } : null, error: null, message: null, progress: 10 })
const events: AnyEventObject[] = [
  { type: 'xstate.after.pollDelay.asyncTask.waiting' },
  ...['pending', 'processing', 'completed', 'SUCCESS', 'failed', 'FAILURE', 'bogus'].map((status) => ({ type: 'xstate.done.actor.fetchTaskStatus', output: report(status) })),
  { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Bad request', status: 400 } },
  { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Malformed response', fatal: true } },
  { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Network down', status: 503 } },
]
// A vertex is the state, the attempt count (the guard that ends polling reads it), whether the last poll failed and the error.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { attempts: number; lastError: unknown; error: unknown }
  return JSON.stringify([s.value, c.attempts, c.lastError !== null, c.error])
}

const recorder = createCoverageRecorder('asyncTaskMachine', asyncTaskMachine)

fakeTimersPerTest()

describe('asyncTaskMachine: generated paths', () => {
  const paths = [
    ...machinePaths(asyncTaskMachine, { events, input: { taskId: 'task-1' }, serializeState }).map((path) => ({ path, taskId: 'task-1' as string | null })),
    ...machinePaths(asyncTaskMachine, { events, input: { taskId: null }, serializeState }).map((path) => ({ path, taskId: null })),
  ]

  it('finds paths', () => {
    expect(paths.length).toBeGreaterThan(30)
  })

  it.each(paths.map((p) => [describePath(p.path).slice(0, 160), p] as const))('replays %s', async (_, { path, taskId }) => {
    const fetch = controllablePromiseActor<TaskStatusReport, FetchTaskStatusInput>()
    const actor = createActor(asyncTaskMachine.provide({ actors: { fetchTaskStatus: fetch.logic } }), { input: { taskId }, inspect: recorder.inspect }).start()
    await replayPath(path, actor, {
      async trigger(event) {
        if (event.type.startsWith('xstate.after.')) await vi.advanceTimersToNextTimerAsync()
        else {
          fetch.settle(event)
          await vi.advanceTimersByTimeAsync(0)
        }
      },
      check(actorRef, expected) {
        expect((actorRef.getSnapshot().context as { attempts: number }).attempts).toBe((expected.context as { attempts: number }).attempts)
      },
    })
    // Never a request with a missing id.
    expect(fetch.calls.every((c) => typeof c.input.taskId === 'string' && c.input.taskId !== 'undefined')).toBe(true)
    actor.stop()
    recorder.countPath()
  })
})

afterAll(() => {
  expectFullCoverage(recorder)
})

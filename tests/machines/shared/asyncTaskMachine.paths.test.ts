// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { asyncTaskMachine, type FetchTaskStatusInput, type TaskStatusReport } from '../../../src/machines/shared/asyncTaskMachine'
import { controllablePromiseActor, expectFullCoverage, replayPath } from '../../support/pathCoverage'
import { createCoverageRecorder } from '../../support/paths/coverage'
import { modelPathWords, modelPaths } from '../../support/paths/pathModel'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './asyncTaskMachine.model'
import oracle from './asyncTaskMachine.oracle'
import { oracleRun } from '../../support/paths/oracle'

const recorder = createCoverageRecorder('asyncTaskMachine', asyncTaskMachine)
const spec = oracleRun(oracle)

fakeTimersPerTest()

describe('asyncTaskMachine: generated paths', () => {
  const paths = modelPaths(model)

  it('finds paths', () => {
    expect(paths.length).toBeGreaterThan(30)
  })

  it.each(paths.map((p) => [modelPathWords(model, p).slice(0, 200), p] as const))('%s', async (_, { path, input }) => {
    const fetch = controllablePromiseActor<TaskStatusReport, FetchTaskStatusInput>()
    const actor = createActor(asyncTaskMachine.provide({ actors: { fetchTaskStatus: fetch.logic } }), { input: input as { taskId: string | null }, inspect: recorder.inspect }).start()
    await replayPath(path, actor, {
      oracle: spec,
      input,
      // Time runs to the machine's next timer; the oracle says how long that must have been.
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

  it('reaches every state, transition and guard outcome, and every rule of the oracle', () => {
    expectFullCoverage(recorder)
    spec.expectExercised()
  })
})

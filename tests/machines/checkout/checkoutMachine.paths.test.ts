// @vitest-environment node
/** Generated paths of the checkout, checked against checkoutMachine.oracle.ts. */
import { describe, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyActorLogic } from 'xstate'
import { checkoutMachine } from '../../../src/machines/checkout/checkoutMachine'
import { controllablePromiseActor, expectFullCoverage, replayPath } from '../../support/pathCoverage'
import { createCoverageRecorder } from '../../support/paths/coverage'
import { modelPathWords, modelPaths } from '../../support/paths/pathModel'
import model from './checkoutMachine.model'
import oracle from './checkoutMachine.oracle'
import { oracleRun } from '../../support/paths/oracle'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const recorder = createCoverageRecorder('checkoutMachine', checkoutMachine, model.unreachableGuards)
const spec = oracleRun(oracle)

fakeTimersPerTest()

describe('checkoutMachine: generated paths', () => {
  it.each(modelPaths(model).map((p) => [modelPathWords(model, p), p] as const))('%s', async (_, { path, input }) => {
    const actors = {
      loadCheckout: controllablePromiseActor(),
      createTransaction: controllablePromiseActor(),
      task: controllablePromiseActor(),
      cryptoStatus: controllablePromiseActor(),
    }
    const machine = checkoutMachine.provide({
      actors: {
        loadCheckout: actors.loadCheckout.logic as AnyActorLogic,
        createTransaction: actors.createTransaction.logic as AnyActorLogic,
        pollTask: actors.task.logic as AnyActorLogic,
        watchCryptoStatus: actors.cryptoStatus.logic as AnyActorLogic,
        watchStoredTransaction: fromCallback(() => () => {}),
      } as never,
    })
    // Started by the replay, which sees what it does as it starts (the toast of a missing id, the first call).
    const actor = createActor(machine, { input: input as never, inspect: recorder.inspect })
    await replayPath(path, actor, {
      oracle: spec,
      input,
      async trigger(event) {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof actors
        actors[id].settle(event)
        await vi.advanceTimersByTimeAsync(0)
      },
    })
    actor.stop()
    recorder.countPath()
  })

  it('reaches every state, transition and guard outcome, and every rule of the oracle', () => {
    expectFullCoverage(recorder)
    spec.expectExercised()
  })
})

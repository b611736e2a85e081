// @vitest-environment node
/** Generated paths of the crypto status machine, checked against cryptoStatusMachine.oracle.ts. */
import { describe, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { cryptoStatusMachine, type TransactionStatusReport } from '../../../src/machines/checkout/cryptoStatusMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { controllablePromiseActor, expectFullCoverage, replayPath } from '../../support/pathCoverage'
import { createCoverageRecorder } from '../../support/paths/coverage'
import { oracleRun } from '../../support/paths/oracle'
import { modelPathWords, modelPaths } from '../../support/paths/pathModel'
import model from './cryptoStatusMachine.model'
import oracle from './cryptoStatusMachine.oracle'

/** SPEC §9's 30 s, not the machine's own constant: a wrong delay must show. */
const POLL_MS = 30_000

fakeTimersPerTest()

describe('cryptoStatusMachine: generated paths', () => {
  const recorder = createCoverageRecorder('cryptoStatusMachine', cryptoStatusMachine, model.unreachableGuards)
  const spec = oracleRun(oracle)

  it.each(modelPaths(model).map((p) => [modelPathWords(model, p), p] as const))('%s', async (_, { path, input }) => {
    const fetch = controllablePromiseActor<TransactionStatusReport, { transactionId: string }>()
    const actor = createActor(cryptoStatusMachine.provide({ actors: { fetchTransactionStatus: fetch.logic } }), { input: input as { transactionId: string }, inspect: recorder.inspect }).start()
    await replayPath(path, actor, {
      oracle: spec,
      input,
      async trigger(event) {
        if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(POLL_MS)
        else {
          fetch.settle(event)
          await vi.advanceTimersByTimeAsync(0)
        }
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

// @vitest-environment node
/** Generated paths of the transaction outcome machine, checked against transactionOutcomeMachine.oracle.ts. */
import { describe, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { transactionOutcomeMachine, type TransactionOutcomeInput } from '../../../src/machines/checkout/transactionOutcomeMachine'
import type { StatusAnswer } from '../../../src/domain/paymentOutcome'
import type { PaymentLink } from '../../../src/domain/paymentLink'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { controllablePromiseActor, expectFullCoverage, replayPath } from '../../support/pathCoverage'
import { createCoverageRecorder } from '../../support/paths/coverage'
import { oracleRun } from '../../support/paths/oracle'
import { modelPathWords, modelPaths } from '../../support/paths/pathModel'
import model from './transactionOutcomeMachine.model'
import oracle from './transactionOutcomeMachine.oracle'

/** The 5 s of the card return page's refresh (issue 22 kept main's), not the machine's own constant: a wrong delay must show. */
const REFRESH_MS = 5000

fakeTimersPerTest()

describe('transactionOutcomeMachine: generated paths', () => {
  const recorder = createCoverageRecorder('transactionOutcomeMachine', transactionOutcomeMachine, model.unreachableGuards)
  const spec = oracleRun(oracle)

  it.each(modelPaths(model).map((p) => [modelPathWords(model, p), p] as const))('%s', async (_, { path, input }) => {
    const status = controllablePromiseActor<StatusAnswer, { transactionId: string }>()
    const link = controllablePromiseActor<PaymentLink, { linkId: string }>()
    const actor = createActor(transactionOutcomeMachine.provide({ actors: { fetchTransactionStatus: status.logic, fetchPaymentLink: link.logic } }), { input: input as TransactionOutcomeInput, inspect: recorder.inspect })
    await replayPath(path, actor, {
      oracle: spec,
      input,
      async trigger(event) {
        if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(REFRESH_MS)
        else {
          ;(event.type.endsWith('fetchPaymentLink') ? link : status).settle(event)
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

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyActorLogic } from 'xstate'
import { checkoutMachine } from '../../../src/machines/checkout/checkoutMachine'
import { controllablePromiseActor, expectFullCoverage, replayPath } from '../../support/pathCoverage'
import { createCoverageRecorder } from '../../support/paths/coverage'
import { modelPathWords, modelPaths } from '../../support/paths/pathModel'
import model from './checkoutMachine.model'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const recorder = createCoverageRecorder('checkoutMachine', checkoutMachine, model.unreachableGuards)

fakeTimersPerTest()

describe('checkoutMachine: generated paths', () => {
  it.each(modelPaths(model).map((p) => [modelPathWords(model, p), p] as const))('%s', async (_, { path, input }) => {
    const actors = {
      loadCheckout: controllablePromiseActor(),
      createTransaction: controllablePromiseActor(),
      task: controllablePromiseActor(),
      cryptoStatus: controllablePromiseActor(),
    }
    const persisted: unknown[] = []
    const tasks: string[] = []
    const urls: unknown[] = []
    const machine = checkoutMachine.provide({
      actors: {
        loadCheckout: actors.loadCheckout.logic as AnyActorLogic,
        createTransaction: actors.createTransaction.logic as AnyActorLogic,
        pollTask: actors.task.logic as AnyActorLogic,
        watchCryptoStatus: actors.cryptoStatus.logic as AnyActorLogic,
        watchStoredTransaction: fromCallback(() => () => {}),
      } as never,
      actions: {
        persistTransaction: (_, record) => void persisted.push(record),
        rememberTransactionInUrl: (_, params) => void urls.push(params),
        persistTask: (_, task) => void tasks.push(`save:${task.task_id}`),
        forgetTask: () => void tasks.push('forget'),
      },
    })
    const actor = createActor(machine, { input: input as never, inspect: recorder.inspect }).start()
    await replayPath(path, actor, {
      async trigger(event) {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof actors
        actors[id].settle(event)
        await vi.advanceTimersByTimeAsync(0)
      },
    })
    // Whenever a transaction was created, it was stored and put into the URL, once.
    const snapshot = actor.getSnapshot()
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.task') && snapshot.matches('payment')) {
      expect(persisted).toHaveLength(1)
      expect(urls).toEqual([{ linkId: 'demo-both', transactionId: snapshot.context.payment!.transaction_id }])
    }
    // A running task is remembered from the 202 until it ends.
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.task' || s.event.type === 'xstate.error.actor.task')) expect(tasks.at(-1)).toBe('forget')
    if (snapshot.matches('processing')) expect(tasks.filter((t) => t === 'forget')).toHaveLength(0)
    // Never more than one creation intent: every request (a retry after a lost answer too) carries the first one's key.
    const keys = actors.createTransaction.calls.map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)
    expect(new Set(keys).size).toBeLessThanOrEqual(1)
    expect(keys.every((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key))).toBe(true)
    actor.stop()
    recorder.countPath()
  })

  it('reaches every state and transition', () => {
    expectFullCoverage(recorder)
  })
})

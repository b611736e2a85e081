import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { cryptoStatusMachine, STATUS_POLL_INTERVAL_MS, type TransactionStatusReport } from '../../../src/machines/checkout/cryptoStatusMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start(replies: (string | Error)[]) {
  const calls: { at: number; signal: AbortSignal }[] = []
  const effects: string[] = []
  const t0 = Date.now()
  const machine = cryptoStatusMachine.provide({
    actors: {
      fetchTransactionStatus: fromPromise<TransactionStatusReport, { transactionId: string }>(async ({ signal }) => {
        calls.push({ at: Date.now() - t0, signal })
        const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!
        if (reply instanceof Error) throw reply
        return { status: reply }
      }),
    },
    actions: {
      persistStatus: (_, params) => effects.push(`persist:${params.transactionId}:${params.status}`),
      clearRecord: (_, params) => effects.push(`clear:${params.transactionId}`),
      notifyCompleted: () => effects.push('toast:completed'),
      notifyFailed: () => effects.push('toast:failed'),
      logError: () => effects.push('log'),
    },
  })
  const actor = createActor(machine, { input: { transactionId: '42' } }).start()
  return { actor, calls, effects }
}

fakeTimersPerTest()

describe('cryptoStatusMachine', () => {
  it('checks at once, then every 30 s while pending, updating the stored status each time', async () => {
    const { calls, effects, actor } = start(['PENDING', 'created', 'processing'])
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS)
    expect(calls.map((c) => c.at)).toEqual([0, 30_000, 60_000, 90_000])
    expect(effects).toEqual(['persist:42:PENDING', 'persist:42:created', 'persist:42:processing', 'persist:42:processing'])
    expect(actor.getSnapshot().value).toBe('waiting')
  })

  it('swallows errors and keeps polling', async () => {
    const { calls, effects, actor } = start([new Error('offline'), 'PENDING', 'COMPLETED'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(3)
    expect(effects).toEqual(['log', 'persist:42:PENDING', 'clear:42', 'toast:completed'])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'completed', report: { status: 'COMPLETED' } })
  })

  it('on failed: clears the record, the error toast, and stops', async () => {
    const { calls, effects, actor } = start(['pending', 'FAILED'])
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(calls).toHaveLength(2)
    expect(effects).toEqual(['persist:42:pending', 'clear:42', 'toast:failed'])
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', report: { status: 'FAILED' } })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('checks at once when the customer comes back to the tab (RECHECK), then every 30 s again', async () => {
    const { calls, actor } = start(['PENDING'])
    await vi.advanceTimersByTimeAsync(10_000)
    actor.send({ type: 'RECHECK' })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(calls.map((c) => c.at)).toEqual([0, 10_000, 40_000])
  })

  it('stopping (leaving the page) aborts the request in flight and sends nothing afterwards', async () => {
    const signals: AbortSignal[] = []
    const machine = cryptoStatusMachine.provide({
      actors: {
        fetchTransactionStatus: fromPromise<TransactionStatusReport, { transactionId: string }>(({ signal }) => {
          signals.push(signal)
          return new Promise(() => {})
        }),
      },
    })
    const actor = createActor(machine, { input: { transactionId: '1' } }).start()
    expect(signals).toHaveLength(1)
    actor.stop()
    expect(signals[0]!.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(signals).toHaveLength(1)
  })
})

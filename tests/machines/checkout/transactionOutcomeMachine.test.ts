import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { OUTCOME_REFRESH_MS, receiptLinkId, transactionOutcomeMachine, type TransactionOutcomeInput } from '../../../src/machines/checkout/transactionOutcomeMachine'
import { ApiError } from '../../../src/api/apiError'
import type { StatusAnswer } from '../../../src/domain/paymentOutcome'
import type { PaymentLink } from '../../../src/domain/paymentLink'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const LINK: PaymentLink = { id: 'demo-card', url: 'http://localhost/payment-link?id=demo-card', name: 'Card demo', description: '', amount: '49.99', currency: 'EUR', payment_method: 'card', is_expired: false, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z', expire_at: '2026-12-01T10:00:00.000Z' }

/** A live actor whose status checks answer `replies` in turn (the last one again and again), its links `link`. */
function start(replies: (StatusAnswer | Error)[], input: Partial<TransactionOutcomeInput> = {}, link: () => Promise<PaymentLink> = async () => LINK) {
  const checks: { at: number; signal: AbortSignal }[] = []
  const links: string[] = []
  const cleared: string[] = []
  let online = () => {}
  const t0 = Date.now()
  const machine = transactionOutcomeMachine.provide({
    actors: {
      fetchTransactionStatus: fromPromise<StatusAnswer, { transactionId: string }>(async ({ signal }) => {
        checks.push({ at: Date.now() - t0, signal })
        const reply = replies[Math.min(checks.length - 1, replies.length - 1)]!
        if (reply instanceof Error) throw reply
        return reply
      }),
      fetchPaymentLink: fromPromise(async ({ input }: { input: { linkId: string } }) => {
        links.push(input.linkId)
        return link()
      }),
      watchConnection: fromCallback(({ sendBack }) => {
        online = () => sendBack({ type: 'ONLINE' })
        return () => {}
      }),
    },
    actions: { clearRecord: (_, { transactionId }) => void cleared.push(transactionId) },
  })
  const actor = createActor(machine, { input: { transactionId: 'TX7', linkId: null, storedLinkId: null, ...input } }).start()
  return { actor, checks, links, cleared, goOnline: () => online() }
}

fakeTimersPerTest()

describe('transactionOutcomeMachine (the card return pages, SPEC §9 checkout rules)', () => {
  it('checks at once, again every 5 s while the provider has not confirmed, then stops and clears the browser\'s record', async () => {
    const { actor, checks, cleared } = start([{ status: 'PENDING' }, { status: 'pending' }, { status: 'COMPLETED' }])
    await vi.advanceTimersByTimeAsync(6 * OUTCOME_REFRESH_MS)
    expect(checks.map((check) => check.at)).toEqual([0, OUTCOME_REFRESH_MS, 2 * OUTCOME_REFRESH_MS])
    expect(actor.getSnapshot().matches({ status: 'ended' })).toBe(true)
    expect(actor.getSnapshot().context.answer).toEqual({ status: 'COMPLETED' })
    expect(cleared).toEqual(['TX7'])
  })

  it('a failed or cancelled payment has ended too', async () => {
    for (const status of ['FAILED', 'CANCELED']) {
      const { actor, checks, cleared } = start([{ status }])
      await vi.advanceTimersByTimeAsync(3 * OUTCOME_REFRESH_MS)
      expect(checks).toHaveLength(1)
      expect(actor.getSnapshot().matches({ status: 'ended' })).toBe(true)
      expect(cleared).toEqual(['TX7'])
    }
  })

  it('a 404 is no such payment: nothing is asked again', async () => {
    const { actor, checks, cleared } = start([new ApiError('Transaction not found', 404)])
    await vi.advanceTimersByTimeAsync(10 * OUTCOME_REFRESH_MS)
    expect(checks).toHaveLength(1)
    expect(actor.getSnapshot().matches({ status: 'notFound' })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Transaction not found', status: 404 })
    expect(cleared).toEqual([])
  })

  it('a failed check is not retried by itself; Try Again, or the connection coming back, checks again', async () => {
    const { actor, checks, goOnline } = start([new ApiError('Failed to check the payment status'), new ApiError('Failed to check the payment status'), { status: 'COMPLETED' }])
    await vi.advanceTimersByTimeAsync(10 * OUTCOME_REFRESH_MS)
    expect(checks).toHaveLength(1)
    expect(actor.getSnapshot().matches({ status: 'unavailable' })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Failed to check the payment status' })
    actor.send({ type: 'RETRY' })
    await vi.advanceTimersByTimeAsync(0)
    expect(checks).toHaveLength(2)
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(checks).toHaveLength(3)
    expect(actor.getSnapshot().matches({ status: 'ended' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('the connection coming back while it waits checks at once, then every 5 s from there', async () => {
    const { checks, goOnline } = start([{ status: 'PENDING' }])
    await vi.advanceTimersByTimeAsync(2000)
    goOnline()
    await vi.advanceTimersByTimeAsync(OUTCOME_REFRESH_MS)
    expect(checks.map((check) => check.at)).toEqual([0, 2000, 2000 + OUTCOME_REFRESH_MS])
  })

  it('the URL\'s link is read at once, beside the first check; else the one the answer names; else the browser\'s record\'s; once', async () => {
    const fromUrl = start([{ status: 'PENDING', payment_link_id: 'other' }], { linkId: 'demo-card' })
    await vi.advanceTimersByTimeAsync(0)
    expect(fromUrl.links).toEqual(['demo-card'])
    await vi.advanceTimersByTimeAsync(3 * OUTCOME_REFRESH_MS)
    expect(fromUrl.links).toEqual(['demo-card'])
    expect(fromUrl.actor.getSnapshot().context.link).toEqual(LINK)

    const named = start([{ status: 'PENDING', payment_link_id: 'named' }], { storedLinkId: 'stored' })
    await vi.advanceTimersByTimeAsync(0)
    expect(named.links).toEqual(['named'])
    const stored = start([{ status: 'PENDING' }], { storedLinkId: 'stored' })
    await vi.advanceTimersByTimeAsync(0)
    expect(stored.links).toEqual(['stored'])
    const none = start([{ status: 'PENDING' }])
    await vi.advanceTimersByTimeAsync(OUTCOME_REFRESH_MS)
    expect(none.links).toEqual([])
    expect(receiptLinkId({ linkId: '../x', storedLinkId: null, answer: { status: 'PENDING', payment_link_id: '../y' } })).toBeNull()
  })

  it('an unreadable link leaves the receipt without its name, and is asked again when the connection comes back', async () => {
    let fail = true
    const { actor, links, goOnline } = start([{ status: 'COMPLETED' }], { linkId: 'demo-card' }, async () => {
      if (fail) throw new ApiError('Failed to load the payment link')
      return LINK
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ link: 'unavailable', status: 'ended' })).toBe(true)
    expect(actor.getSnapshot().context.link).toBeNull()
    fail = false
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(links).toEqual(['demo-card', 'demo-card'])
    expect(actor.getSnapshot().context.link).toEqual(LINK)
  })

  it('stopping (leaving the page) aborts the check in flight and checks nothing more', async () => {
    const signals: AbortSignal[] = []
    const machine = transactionOutcomeMachine.provide({
      actors: {
        fetchTransactionStatus: fromPromise<StatusAnswer, { transactionId: string }>(({ signal }) => {
          signals.push(signal)
          return new Promise(() => {})
        }),
      },
    })
    const actor = createActor(machine, { input: { transactionId: 'TX7', linkId: null, storedLinkId: null } }).start()
    actor.stop()
    expect(signals[0]!.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(10 * OUTCOME_REFRESH_MS)
    expect(signals).toHaveLength(1)
  })
})

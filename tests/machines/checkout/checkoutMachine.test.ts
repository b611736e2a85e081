import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate'
import { CHECKOUT_MESSAGES } from '../../../src/domain/checkoutPayment'
import { checkoutMachine } from '../../../src/machines/checkout/checkoutMachine'
import type { LoadCheckoutOutput, PaymentLink } from '../../../src/machines/checkout/checkoutContext'
import type { TransactionCreate } from '../../../src/domain/paymentMethods'
import type { PaymentOutcome } from '../../../src/domain/paymentOutcome'
import type { CryptoStatusOutput } from '../../../src/machines/checkout/cryptoStatusMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const link = (payment_method: string, over: Partial<PaymentLink> = {}): PaymentLink => ({
  id: 'demo-x', url: '', name: 'Demo', description: '', amount: '25.00', currency: 'USD', payment_method, is_expired: false,
  created_at: '', updated_at: '', expire_at: '', ...over,
})
const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }
const address = '0x52908400098527886E0F7030069857D2E4169EE7'

interface StartOptions {
  link?: PaymentLink
  resume?: LoadCheckoutOutput['resume']
  taskAccepted?: object
  taskOutput?: object
  linkId?: string | null
  /** What the crypto status watch ends with; it never ends when absent. */
  watched?: CryptoStatusOutput
}

function start(options: StartOptions = {}) {
  const created: TransactionCreate[] = []
  const keys: string[] = []
  const loads: unknown[] = []
  const urls: (string | null)[] = []
  let keyCount = 0
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async ({ input }) => {
        loads.push(input)
        return { link: options.link ?? link('card/crypto'), resume: options.resume ?? { kind: 'none' } } satisfies LoadCheckoutOutput
      }) as AnyActorLogic,
      createTransaction: fromPromise(async ({ input }: { input: { payload: TransactionCreate; idempotencyKey: string } }) => {
        created.push(input.payload)
        keys.push(input.idempotencyKey)
        return options.taskAccepted ?? { task_id: 'task-1' }
      }) as AnyActorLogic,
      pollTask: fromPromise(async () => options.taskOutput ?? { ok: true, result: { transaction_id: '9', payment_amt: 25.5, address, qrcode_url: null, redirect_url: null, payment_method: 'crypto' } }) as AnyActorLogic,
      watchCryptoStatus: fromPromise(() => (options.watched ? Promise.resolve(options.watched) : new Promise(() => {}))) as AnyActorLogic,
      watchStoredTransaction: fromCallback(() => () => {}),
    } as never,
    actions: {
      rememberTransactionInUrl: (_, { transactionId }) => void urls.push(transactionId),
      forgetTransactionInUrl: () => void urls.push(null),
    },
  })
  const actor = createActor(machine, { input: { linkId: options.linkId === undefined ? 'demo-x' : options.linkId, newKey: () => `key-${++keyCount}` } }).start()
  return { actor, created, keys, loads, urls }
}

const ended = (over: Partial<PaymentOutcome> = {}): PaymentOutcome => ({ kind: 'completed', cancelled: false, transactionId: 'TXN7', amount: '25.00', currency: 'USD', paymentMethod: 'crypto', endedAt: '2026-11-20T10:00:00.000Z', ...over })

fakeTimersPerTest()

describe('checkoutMachine', () => {
  it('rejects a missing or implausible id before any request', async () => {
    for (const linkId of [null, '', '../../admin', 'a b', '<x>']) {
      const { actor, loads } = start({ linkId })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('invalidLink')
      expect(loads).toHaveLength(0)
    }
  })

  it('with several methods card is the default; a single method is preselected', async () => {
    const both = start({ link: link('crypto/card') })
    const crypto = start({ link: link('crypto') })
    await vi.advanceTimersByTimeAsync(0)
    expect(both.actor.getSnapshot().context).toMatchObject({ methods: ['card', 'crypto'], method: 'card' })
    expect(crypto.actor.getSnapshot().context).toMatchObject({ methods: ['crypto'], method: 'crypto' })
    crypto.actor.send({ type: 'SELECT_METHOD', method: 'card' })
    expect(crypto.actor.getSnapshot().context.method).toBe('crypto')
  })

  it('an expired link shows not found', async () => {
    const { actor } = start({ link: link('card', { is_expired: true }) })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('notFound')
  })

  it('double submits create one transaction with exactly the SPEC payload', async () => {
    const { actor, created } = start({ link: link('card/crypto') })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SELECT_METHOD', method: 'crypto' })
    actor.send({ type: 'SUBMIT', billing })
    actor.send({ type: 'SUBMIT', billing })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT', billing })
    await vi.advanceTimersByTimeAsync(0)
    expect(created).toEqual([
      {
        payment_link_id: 'demo-x',
        billing_info: billing,
        products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
        payment_category: 'card',
        payment_method: 'crypto',
      },
    ])
    expect(actor.getSnapshot().matches({ payment: { crypto: 'waiting' } })).toBe(true)
  })

  it('a 202 without a task id is an error', async () => {
    const { actor } = start({ taskAccepted: {} })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT', billing })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toBe(CHECKOUT_MESSAGES.createFailed)
  })

  it('shows the task error first, then the spec fallbacks', async () => {
    const cases: [object, string][] = [
      [{ ok: false, error: 'Payment provider declined the transaction.' }, 'Payment provider declined the transaction.'],
      [{ ok: true, result: { transaction_id: '9', payment_amt: 10, address: null, payment_method: 'crypto' } }, CHECKOUT_MESSAGES.noWalletData],
      [{ ok: true, result: { transaction_id: '9', payment_amt: 10, redirect_url: null, payment_method: 'card' } }, CHECKOUT_MESSAGES.noPaymentUrl],
      [{ ok: true, result: null }, CHECKOUT_MESSAGES.creationFailed],
    ]
    for (const [taskOutput, message] of cases) {
      const { actor } = start({ taskOutput })
      await vi.advanceTimersByTimeAsync(0)
      actor.send({ type: 'SUBMIT', billing })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().context.error).toBe(message)
    }
  })

  it('opened again after the payment completed: the receipt, whatever has become of the link, and the URL keeps the id (issue 19)', async () => {
    const { actor, urls, created } = start({ link: link('crypto', { is_expired: true }), resume: { kind: 'outcome', outcome: ended() } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ outcome: 'completed' })
    expect(actor.getSnapshot().context.outcome).toEqual(ended())
    expect(urls).toEqual(['TXN7'])
    expect(actor.getSnapshot().can({ type: 'START_NEW' })).toBe(false)
    expect(created).toHaveLength(0)
  })

  it('opened again after the payment failed: the failed screen, never "expired", and no payment until the customer starts a new one', async () => {
    const { actor, created } = start({ resume: { kind: 'outcome', outcome: ended({ kind: 'failed' }) } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ outcome: 'failed' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(created).toHaveLength(0)
  })

  it('the crypto watch ending completed or failed leads to the outcome with the answer\'s facts', async () => {
    const report = { status: 'COMPLETED', amount: '25.00', currency: 'USD' as const, payment_method: 'crypto' as const, payment_link_id: 'demo-x', updated_at: '2026-11-20T10:00:00.000Z' }
    const paid = start({ link: link('crypto'), watched: { outcome: 'completed', report } })
    const failed = start({ link: link('crypto'), watched: { outcome: 'failed', report: { ...report, status: 'CANCELLED' } } })
    for (const { actor } of [paid, failed]) {
      await vi.advanceTimersByTimeAsync(0)
      actor.send({ type: 'SUBMIT', billing })
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(paid.actor.getSnapshot().value).toEqual({ outcome: 'completed' })
    expect(paid.actor.getSnapshot().context.outcome).toEqual(ended({ transactionId: '9' }))
    expect(paid.urls).toEqual(['9', '9'])
    expect(failed.actor.getSnapshot().value).toEqual({ outcome: 'failed' })
    expect(failed.actor.getSnapshot().context.outcome).toMatchObject({ kind: 'failed', cancelled: true, transactionId: '9' })
  })

  it('Start a new payment after a failed one: a new intent under a new Idempotency-Key, the old id out of the URL', async () => {
    const { actor, keys, urls, created } = start({ link: link('crypto'), watched: { outcome: 'failed', report: { status: 'FAILED' } } })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT', billing })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ outcome: 'failed' })
    actor.send({ type: 'START_NEW' })
    expect(actor.getSnapshot().value).toBe('billing')
    expect(urls.at(-1)).toBeNull()
    actor.send({ type: 'SUBMIT', billing })
    await vi.advanceTimersByTimeAsync(0)
    expect(created).toHaveLength(2)
    expect(keys).toEqual(['key-1', 'key-2'])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate'
import { checkoutMachine, MESSAGES, type LoadCheckoutOutput, type PaymentLink } from '../../../src/machines/checkout/checkoutMachine'
import type { TransactionCreate } from '../../../src/domain/paymentMethods'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const link = (payment_method: string, over: Partial<PaymentLink> = {}): PaymentLink => ({
  id: 'demo-x', url: '', name: 'Demo', description: '', amount: '25.00', currency: 'USD', payment_method, is_expired: false,
  created_at: '', updated_at: '', expire_at: '', ...over,
})
const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }
const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function start(options: { link?: PaymentLink; taskAccepted?: object; taskOutput?: object; linkId?: string | null } = {}) {
  const created: TransactionCreate[] = []
  const loads: unknown[] = []
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async ({ input }) => {
        loads.push(input)
        return { link: options.link ?? link('card/crypto'), resume: { kind: 'none' } } satisfies LoadCheckoutOutput
      }) as AnyActorLogic,
      createTransaction: fromPromise(async ({ input }: { input: { payload: TransactionCreate } }) => {
        created.push(input.payload)
        return options.taskAccepted ?? { task_id: 'task-1' }
      }) as AnyActorLogic,
      pollTask: fromPromise(async () => options.taskOutput ?? { ok: true, result: { transaction_id: '9', payment_amt: 25.5, address, qrcode_url: null, redirect_url: null, payment_method: 'crypto' } }) as AnyActorLogic,
      watchCryptoStatus: fromPromise(() => new Promise(() => {})) as AnyActorLogic,
      watchStoredTransaction: fromCallback(() => () => {}),
    } as never,
  })
  const actor = createActor(machine, { input: { linkId: options.linkId === undefined ? 'demo-x' : options.linkId } }).start()
  return { actor, created, loads }
}

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
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.createFailed)
  })

  it('shows the task error first, then the spec fallbacks', async () => {
    const cases: [object, string][] = [
      [{ ok: false, error: 'Payment provider declined the transaction.' }, 'Payment provider declined the transaction.'],
      [{ ok: true, result: { transaction_id: '9', payment_amt: 10, address: null, payment_method: 'crypto' } }, MESSAGES.noWalletData],
      [{ ok: true, result: { transaction_id: '9', payment_amt: 10, redirect_url: null, payment_method: 'card' } }, MESSAGES.noPaymentUrl],
      [{ ok: true, result: null }, MESSAGES.creationFailed],
    ]
    for (const [taskOutput, message] of cases) {
      const { actor } = start({ taskOutput })
      await vi.advanceTimersByTimeAsync(0)
      actor.send({ type: 'SUBMIT', billing })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().context.error).toBe(message)
    }
  })
})

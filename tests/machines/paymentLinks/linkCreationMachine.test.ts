import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { linkCreationMachine, type LinkCreationEvent } from '../../../src/machines/paymentLinks/linkCreationMachine'
import type { PaymentLinkCreate } from '../../../src/domain/paymentLinkForm'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start() {
  const actors = settleableActors()
  const toasts: { message: string; url: string }[] = []
  const created: unknown[] = []
  let closed = 0
  let keys = 0
  const machine = linkCreationMachine.provide({
    actors: { createPaymentLink: actors.actor('createPaymentLink') },
    actions: {
      notifyCreated: (_, toast) => void toasts.push(toast),
      finish: (_, { created: link }) => void created.push(link),
      close: () => void (closed += 1),
    },
  })
  const actor = createActor(machine, { input: { newKey: () => `key-${++keys}` } }).start()
  const send = (...events: LinkCreationEvent[]) => events.forEach((event) => actor.send(event))
  return { actor, actors, toasts, created, closed: () => closed, send }
}

/** The form's parsed payload (src/domain/paymentLinkForm.ts's schema output). */
const payload = (amount = '25.00', name = 'Consulting'): PaymentLinkCreate => ({ amount, currency: 'USD', name, description: '', payment_method: 'card/crypto', products: [] })
const submit = (value = payload()): LinkCreationEvent => ({ type: 'SUBMIT', value })

const created = { payment_link: { id: 'pl_1', url: 'https://pay.example/pl_1' }, message: 'Payment link created successfully!' }
const keysSent = (actors: ReturnType<typeof settleableActors>) => actors.inputs('createPaymentLink').map((i) => (i as { idempotencyKey: string }).idempotencyKey)

fakeTimersPerTest()

describe('linkCreationMachine (SPEC §3, §8): the dialog\'s submission', () => {
  it('sends the form\'s payload with a new key, is busy meanwhile, toasts, and finishes with the created link', async () => {
    const { actor, actors, toasts, created: finished, send } = start()
    const value = { amount: '25.50', currency: 'EUR' as const, name: 'Consulting', description: 'One hour', payment_method: 'crypto', products: [] }
    send(submit(value))
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actors.inputs('createPaymentLink')).toEqual([{ payload: value, idempotencyKey: 'key-1' }])
    await actors.resolve('createPaymentLink', created)
    expect(actor.getSnapshot().status).toBe('done')
    // Issue 35 §12: with the new link's address, for the toast's Copy link.
    expect(toasts).toEqual([{ message: 'Payment link created successfully!', url: 'https://pay.example/pl_1' }])
    expect(finished).toEqual([created])
  })

  it('takes no second submit while the first is pending (one link per click)', () => {
    const { actors, send } = start()
    send(submit(), submit(), submit(payload('30.00')))
    expect(actors.inputs('createPaymentLink')).toHaveLength(1)
  })

  it('shows the server message after a refusal and stays open; the retry gets a new key', async () => {
    const { actor, actors, send } = start()
    send(submit())
    await actors.reject('createPaymentLink', { message: 'Maximum amount is $900', status: 400 })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.submitError).toBe('Maximum amount is $900')
    send(submit())
    expect(actor.getSnapshot().context.submitError).toBeNull()
    expect(keysSent(actors)).toEqual(['key-1', 'key-2'])
  })

  it('reuses the key for a retry after a lost answer or a 5xx, with "Failed to create payment link" when the server said nothing', async () => {
    const { actor, actors, send } = start()
    send(submit())
    await actors.reject('createPaymentLink', new TypeError(''))
    expect(actor.getSnapshot().context.submitError).toBe('Failed to create payment link')
    send(submit())
    await actors.reject('createPaymentLink', { message: 'Server error', status: 503 })
    send(submit())
    expect(keysSent(actors)).toEqual(['key-1', 'key-1', 'key-1'])
  })

  it('a changed payload after a failure is a new intent: a new key', async () => {
    const { actors, send } = start()
    send(submit())
    await actors.reject('createPaymentLink', new TypeError('Failed to fetch'))
    send(submit(payload('26.00')))
    expect(keysSent(actors)).toEqual(['key-1', 'key-2'])
  })

  it('cannot be dismissed while the request is pending; Cancel closes otherwise, after a failure too', async () => {
    const { actor, actors, send, closed } = start()
    send(submit(), { type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(closed()).toBe(0)
    await actors.reject('createPaymentLink', new TypeError('Failed to fetch'))
    send({ type: 'CANCEL' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(closed()).toBe(1)
    const other = start()
    other.send({ type: 'CANCEL' })
    expect(other.actor.getSnapshot().status).toBe('done')
    expect(other.closed()).toBe(1)
  })
})

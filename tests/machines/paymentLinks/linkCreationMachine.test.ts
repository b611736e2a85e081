import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { linkCreationMachine, type LinkCreationEvent } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start() {
  const actors = settleableActors()
  const toasts: string[] = []
  const created: unknown[] = []
  let closed = 0
  let keys = 0
  const machine = linkCreationMachine.provide({
    actors: { createPaymentLink: actors.actor('createPaymentLink') },
    actions: {
      notifySuccess: (_, { message }) => void toasts.push(message),
      finish: (_, { created: link }) => void created.push(link),
      close: () => void (closed += 1),
    },
  })
  const actor = createActor(machine, { input: { newKey: () => `key-${++keys}` } }).start()
  const send = (...events: LinkCreationEvent[]) => events.forEach((event) => actor.send(event))
  return { actor, actors, toasts, created, closed: () => closed, send }
}

const fill = (amount: string, name = 'Consulting') =>
  [
    { type: 'CHANGE', field: 'amount', value: amount },
    { type: 'BLUR', field: 'amount' },
    { type: 'CHANGE', field: 'name', value: name },
  ] as const satisfies LinkCreationEvent[]

const created = { payment_link: { id: 'pl_1' }, message: 'Payment link created successfully!' }

fakeTimersPerTest()

describe('linkCreationMachine (SPEC §3, §5, §8)', () => {
  it.each([
    ['', 'Amount is required'],
    ['abc', 'Please enter a valid number'],
    ['9.99', 'Minimum amount is $10'],
    ['900.01', 'Maximum amount is $900'],
    ['10.005', 'Amount can have at most 2 decimals'],
  ])('checks the amount %j on blur: %j', (amount, message) => {
    const { actor, send } = start()
    send({ type: 'CHANGE', field: 'amount', value: amount })
    expect(actor.getSnapshot().context.errors.amount).toBeNull()
    send({ type: 'BLUR', field: 'amount' })
    expect(actor.getSnapshot().context.errors.amount).toBe(message)
    expect(actor.getSnapshot().context.values.amount).toBe(amount)
  })

  it('re-checks a shown amount error while typing, so it goes once the value is fixed', () => {
    const { actor, send } = start()
    send(...fill('9.99'))
    send({ type: 'CHANGE', field: 'amount', value: '9.9' })
    expect(actor.getSnapshot().context.errors.amount).toBe('Minimum amount is $10')
    send({ type: 'CHANGE', field: 'amount', value: '99' })
    expect(actor.getSnapshot().context.errors.amount).toBeNull()
  })

  it('refuses to submit a blank name with "Please fill in all required fields", sending nothing', () => {
    const { actor, actors, send } = start()
    send(...fill('25', '   '), { type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors.name).toBe('Please fill in all required fields')
    expect(actors.inputs('createPaymentLink')).toEqual([])
  })

  it('checks every field on submit', () => {
    const { actor, send } = start()
    send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'Amount is required', name: 'Please fill in all required fields', methods: null, returnUrl: null })
  })

  it('checks the optional return address on blur, re-checks it while typing, and sends it only when valid (issue 19)', () => {
    const { actor, send } = start()
    send({ type: 'CHANGE', field: 'returnUrl', value: 'shop.example.com' })
    expect(actor.getSnapshot().context.errors.returnUrl).toBeNull()
    send({ type: 'BLUR', field: 'returnUrl' })
    expect(actor.getSnapshot().context.errors.returnUrl).toBe('Enter a full https:// address, e.g. https://shop.example.com/thanks')
    send({ type: 'CHANGE', field: 'amount', value: '25' })
    send({ type: 'CHANGE', field: 'name', value: 'Consulting' })
    send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    send({ type: 'CHANGE', field: 'returnUrl', value: 'https://shop.example.com/thanks' })
    expect(actor.getSnapshot().context.errors.returnUrl).toBeNull()
  })

  it('keeps the last method checked and says why', () => {
    const { actor, send } = start()
    send({ type: 'TOGGLE_METHOD', method: 'crypto' })
    expect(actor.getSnapshot().context.values.methods).toEqual(['card'])
    send({ type: 'TOGGLE_METHOD', method: 'card' })
    expect(actor.getSnapshot().context.values.methods).toEqual(['card'])
    expect(actor.getSnapshot().context.errors.methods).toBe('Please select at least one payment method')
    send({ type: 'TOGGLE_METHOD', method: 'crypto' })
    expect(actor.getSnapshot().context.values.methods).toEqual(['card', 'crypto'])
    expect(actor.getSnapshot().context.errors.methods).toBeNull()
  })

  it('sends the SPEC §3 payload with a new key, toasts, and finishes with the created link', async () => {
    const { actor, actors, toasts, created: finished, send } = start()
    send(...fill('25.5', ' Consulting '), { type: 'CHANGE', field: 'description', value: ' One hour ' }, { type: 'SET_CURRENCY', currency: 'EUR' }, { type: 'TOGGLE_METHOD', method: 'card' })
    send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actors.inputs('createPaymentLink')).toEqual([
      { payload: { amount: '25.50', currency: 'EUR', name: 'Consulting', description: 'One hour', payment_method: 'crypto', products: [] }, idempotencyKey: 'key-1' },
    ])
    await actors.resolve('createPaymentLink', created)
    expect(actor.getSnapshot().status).toBe('done')
    expect(toasts).toEqual(['Payment link created successfully!'])
    expect(finished).toEqual([created])
  })

  it('keeps the typed values and shows the server message after a refusal; the retry gets a new key', async () => {
    const { actor, actors, send } = start()
    send(...fill('25'), { type: 'SUBMIT' })
    await actors.reject('createPaymentLink', { message: 'Maximum amount is $900', status: 400 })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.submitError).toBe('Maximum amount is $900')
    expect(actor.getSnapshot().context.values).toMatchObject({ amount: '25', name: 'Consulting' })
    send({ type: 'SUBMIT' })
    expect(actors.inputs('createPaymentLink').map((i) => (i as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-2'])
  })

  it('reuses the key for a retry after a lost answer or a 5xx, with "Failed to create payment link" when the server said nothing', async () => {
    const { actor, actors, send } = start()
    send(...fill('25'), { type: 'SUBMIT' })
    await actors.reject('createPaymentLink', new TypeError(''))
    expect(actor.getSnapshot().context.submitError).toBe('Failed to create payment link')
    send({ type: 'SUBMIT' })
    await actors.reject('createPaymentLink', { message: 'Server error', status: 503 })
    send({ type: 'SUBMIT' })
    expect(actors.inputs('createPaymentLink').map((i) => (i as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1'])
  })

  it('an edit after a failure is a new intent: the error goes and the next submit gets a new key', async () => {
    const { actor, actors, send } = start()
    send(...fill('25'), { type: 'SUBMIT' })
    await actors.reject('createPaymentLink', new TypeError('Failed to fetch'))
    send({ type: 'CHANGE', field: 'amount', value: '26' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.submitError).toBeNull()
    send({ type: 'SUBMIT' })
    expect(actors.inputs('createPaymentLink').map((i) => (i as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-2'])
  })

  it('cannot be dismissed while the request is pending; Cancel closes otherwise', async () => {
    const { actor, send, closed } = start()
    send(...fill('25'), { type: 'SUBMIT' }, { type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(closed()).toBe(0)
    const other = start()
    other.send({ type: 'CANCEL' })
    expect(other.actor.getSnapshot().status).toBe('done')
    expect(other.closed()).toBe(1)
  })
})

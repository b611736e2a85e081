import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { billingFormMachine, type BillingFormEmitted } from '../../../src/machines/checkout/billingFormMachine'

const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 5550 100' }

function start() {
  const actor = createActor(billingFormMachine).start()
  const emitted: BillingFormEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  return { actor, emitted, errors: () => actor.getSnapshot().context.errors }
}

describe('billingFormMachine (validated on blur and submit)', () => {
  it('says nothing while the customer types into a field not left yet', () => {
    const { actor, errors } = start()
    actor.send({ type: 'CHANGE', name: 'email', value: 'ad' })
    expect(errors()).toEqual({})
  })

  it('checks a field when it is left, then on every change until it is right', () => {
    const { actor, errors } = start()
    actor.send({ type: 'BLUR', name: 'email', value: 'ada@' })
    expect(errors()).toEqual({ email: 'Invalid email address' })
    actor.send({ type: 'CHANGE', name: 'email', value: '' })
    expect(errors()).toEqual({ email: 'Email is required' })
    actor.send({ type: 'CHANGE', name: 'email', value: 'ada@example.com' })
    expect(errors()).toEqual({})
    actor.send({ type: 'BLUR', name: 'first_name', value: 'A' })
    expect(errors()).toEqual({ first_name: 'First name must be at least 2 characters' })
  })

  it('ignores fields it has no rule for (the method chooser)', () => {
    const { actor, errors } = start()
    const before = actor.getSnapshot().context
    actor.send({ type: 'BLUR', name: 'payment_method', value: '' })
    expect(actor.getSnapshot().context).toBe(before)
    expect(errors()).toEqual({})
  })

  it('an invalid submit shows every message and names the first field in error; nothing is submitted', () => {
    const { actor, emitted, errors } = start()
    actor.send({ type: 'SUBMIT', values: { ...billing, first_name: '', phone: 'call me' } })
    expect(errors()).toEqual({ first_name: 'First name is required', phone: 'Invalid phone number format' })
    expect(emitted).toEqual([{ type: 'invalid', field: 'first_name' }])
    // Every field now follows its changes.
    actor.send({ type: 'CHANGE', name: 'last_name', value: 'L' })
    expect(errors().last_name).toBe('Last name must be at least 2 characters')
  })

  it('a valid submit emits the values once per submit and clears the messages', () => {
    const { actor, emitted, errors } = start()
    actor.send({ type: 'BLUR', name: 'email', value: 'x' })
    actor.send({ type: 'SUBMIT', values: billing })
    expect(errors()).toEqual({})
    expect(emitted).toEqual([{ type: 'submitted', values: billing }])
  })
})

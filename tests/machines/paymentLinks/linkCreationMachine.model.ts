import { linkCreationMachine, type LinkCreationInput } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { keySequence } from '../../support/transferFixtures'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export default definePathModel<LinkCreationInput>({
  machine: linkCreationMachine,
  // Every event the dialog sends (a valid and an invalid value of each kind) and the create call's outcomes.
  events: [
    labelled('amount 25.00', { type: 'CHANGE', field: 'amount', value: '25.00' }),
    labelled('amount 9.99', { type: 'CHANGE', field: 'amount', value: '9.99' }),
    labelled('name Consulting', { type: 'CHANGE', field: 'name', value: 'Consulting' }),
    labelled('amount', { type: 'BLUR', field: 'amount' }),
    labelled('EUR', { type: 'SET_CURRENCY', currency: 'EUR' }),
    labelled('crypto', { type: 'TOGGLE_METHOD', method: 'crypto' }),
    labelled('card', { type: 'TOGGLE_METHOD', method: 'card' }),
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.createPaymentLink', output: { payment_link: { id: 'pl_1' }, message: 'Payment link created successfully!' } },
    { type: 'xstate.error.actor.createPaymentLink', error: { message: 'Failed to create payment link' } },
  ],
  // A fresh key each time, so that a path shows which attempts share one.
  inputs: [{ newKey: keySequence() }],
  // A vertex is the state and what the guards read (are the values valid, which methods): keys and messages do not branch.
  serializeState: (snapshot) => {
    const { values } = snapshot.context as { values: { amount: string; name: string; methods: string[] } }
    return JSON.stringify([snapshot.value, values.amount, values.name, values.methods])
  },
})

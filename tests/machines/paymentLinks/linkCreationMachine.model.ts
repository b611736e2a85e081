import { linkCreationMachine, type LinkCreationInput } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { keySequence } from '../../support/transferFixtures'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

const PAYLOAD = { amount: '25.00', currency: 'USD', name: 'Consulting', description: '', payment_method: 'card/crypto', products: [] } as const

export default definePathModel<LinkCreationInput>({
  machine: linkCreationMachine,
  // What the dialog sends (the form's parsed payload, the same one again or a changed one) and the create call's outcomes.
  events: [
    labelled('$25.00 Consulting', { type: 'SUBMIT', value: PAYLOAD }),
    labelled('€30.00 Consulting', { type: 'SUBMIT', value: { ...PAYLOAD, amount: '30.00', currency: 'EUR' } }),
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.createPaymentLink', output: { payment_link: { id: 'pl_1', url: 'https://pay.example/pl_1' }, message: 'Payment link created successfully!' } },
    labelled('answer lost', { type: 'xstate.error.actor.createPaymentLink', error: { message: 'Failed to create payment link' } }),
    labelled('400', { type: 'xstate.error.actor.createPaymentLink', error: Object.assign(new Error('Amount can have at most 2 decimals'), { status: 400 }) }),
  ],
  // A fresh key each time, so that a path shows which attempts share one.
  inputs: [{ newKey: keySequence() }],
  // A vertex is the state and what decides the next key (the payload sent and how the last attempt failed).
  serializeState: (snapshot) => {
    const { keyPayload, failureStatus } = snapshot.context as { keyPayload: string | null; failureStatus: number | undefined }
    return JSON.stringify([snapshot.value, keyPayload, failureStatus ?? null])
  },
})

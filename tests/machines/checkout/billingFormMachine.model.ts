import { billingFormMachine } from '../../../src/machines/checkout/billingFormMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 5550 100' }

export default definePathModel({
  machine: billingFormMachine,
  events: [
    labelled('email "nope"', { type: 'BLUR', name: 'email', value: 'nope' }),
    labelled('a field without a rule', { type: 'BLUR', name: 'payment_method', value: '' }),
    labelled('email "ada@example.com"', { type: 'CHANGE', name: 'email', value: 'ada@example.com' }),
    labelled('a valid billing form', { type: 'SUBMIT', values: billing }),
    labelled('an empty form', { type: 'SUBMIT', values: {} }),
  ],
  // The machine has one state: its vertices are which fields were checked and their messages.
  serializeState: (snapshot) => {
    const { checked, errors } = snapshot.context as { checked: unknown; errors: unknown }
    return JSON.stringify([snapshot.value, checked, errors])
  },
})

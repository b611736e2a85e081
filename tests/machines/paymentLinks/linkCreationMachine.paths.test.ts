import { describe, it } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { linkCreationMachine } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

// Every event the dialog sends (a valid and an invalid value of each kind) and the create call's outcomes.
const events: AnyEventObject[] = [
  { type: 'CHANGE', field: 'amount', value: '25.00' },
  { type: 'CHANGE', field: 'name', value: 'Consulting' },
  { type: 'CHANGE', field: 'amount', value: '9.99' },
  { type: 'BLUR', field: 'amount' },
  { type: 'SET_CURRENCY', currency: 'EUR' },
  { type: 'TOGGLE_METHOD', method: 'crypto' },
  { type: 'TOGGLE_METHOD', method: 'card' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.createPaymentLink', output: { payment_link: { id: 'pl_1' }, message: 'Payment link created successfully!' } },
  { type: 'xstate.error.actor.createPaymentLink', error: { message: 'Failed to create payment link' } },
]

// A vertex is the state and what the guards read (are the values valid, which methods): keys and messages do not branch.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const { values } = s.context as { values: { amount: string; name: string; methods: string[] } }
  return JSON.stringify([s.value, values.amount, values.name, values.methods])
}

fakeTimersPerTest()

describe('linkCreationMachine: generated paths', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({
      name: 'linkCreationMachine',
      machine: linkCreationMachine,
      events,
      inputs: [{ newKey: () => 'key' }],
      serializeState,
      start: (input, inspect: (event: InspectionEvent) => void) => {
        const actors = settleableActors()
        const machine = linkCreationMachine.provide({ actors: { createPaymentLink: actors.actor('createPaymentLink') } })
        const actor = createActor(machine, { input: input as { newKey: () => string }, inspect }).start()
        return { actor, trigger: actors.trigger }
      },
    })
  })
})

import { subscriptionPaymentMachine } from '../../../src/machines/onboarding/subscriptionPaymentMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export const order = { plan: 'pro', yearly: true, promo_code: 'PRO50' }
/** The screen's first key, then numbered new ones. */
export const subscriptionInput = () => {
  let next = 1
  return { idempotencyKey: 'key-0', newKey: () => `key-${next++}` }
}

export default definePathModel({
  machine: subscriptionPaymentMachine,
  events: [
    { type: 'CONFIRM', order },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.createSubscription', output: { task_id: 'task-1' } },
    labelled('refused', { type: 'xstate.error.actor.createSubscription', error: { status: 400, message: 'Invalid plan' } }),
    labelled('answer lost', { type: 'xstate.error.actor.createSubscription', error: { message: 'Failed to fetch' } }),
    labelled('paid', { type: 'xstate.done.actor.pollTask', output: { ok: true, result: {} } }),
    labelled('task failed', { type: 'xstate.done.actor.pollTask', output: { ok: false, error: 'Task failed' } }),
  ],
  inputs: [subscriptionInput()],
  // A vertex: the state and what the next attempt depends on (how the last one failed), never the keys, which grow with every attempt.
  serializeState: (s) => {
    const c = s.context as { createFailure: unknown; error: unknown; taskId: unknown }
    return JSON.stringify([s.value, c.createFailure, c.error, c.taskId])
  },
})

import { subscriptionPaymentMachine } from '../../../src/machines/onboarding/subscriptionPaymentMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export const order = { plan: 'pro', yearly: true, promo_code: 'PRO50' }

export default definePathModel({
  machine: subscriptionPaymentMachine,
  events: [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.createSubscription', output: { task_id: 'task-1' } },
    { type: 'xstate.error.actor.createSubscription', error: new Error('400') },
    labelled('paid', { type: 'xstate.done.actor.pollTask', output: { ok: true, result: {} } }),
    labelled('task failed', { type: 'xstate.done.actor.pollTask', output: { ok: false, error: 'Task failed' } }),
  ],
  inputs: [order],
})

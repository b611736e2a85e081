import { integrationReviewMachine, type IntegrationReviewInput } from '../../../src/machines/integrations/integrationReviewMachine'
import { ApiError } from '../../../src/api/apiError'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export const REVIEWED_ID = '7d4b1c2a-0e5f-4a6b-8c9d-0e1f2a3b4c5d'
const reviewed = { id: REVIEWED_ID, hostname: 'lapsed-store.example', user_email: 'lapsed@paygrid.test', is_pending: false, is_valid: true }

export default definePathModel<IntegrationReviewInput>({
  machine: integrationReviewMachine,
  events: [
    { type: 'APPROVE' },
    { type: 'REJECT' },
    // What the confirmation's form sends: the reason as parsed (trimmed), or none (blank, or an approval).
    labelled('no reason', { type: 'CONFIRM', value: { reason: undefined } }),
    labelled('a reason', { type: 'CONFIRM', value: { reason: 'Sells replicas' } }),
    { type: 'CANCEL' },
    labelled('accepted', { type: 'xstate.done.actor.updateStatus', output: { data: reviewed, message: 'Integration approved successfully' } }),
    labelled('server error', { type: 'xstate.error.actor.updateStatus', error: new ApiError('Failed to update integration status', 500) }),
  ],
  inputs: [{ id: REVIEWED_ID }],
})

import { transactionOutcomeMachine, type TransactionOutcomeInput } from '../../../src/machines/checkout/transactionOutcomeMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { ApiError } from '../../../src/api/apiError'

const LINK = { id: 'demo-card', url: 'http://localhost/payment-link?id=demo-card', name: 'Card demo', amount: '49.99', currency: 'EUR', payment_method: 'card', is_expired: false }

export default definePathModel<TransactionOutcomeInput>({
  machine: transactionOutcomeMachine,
  events: [
    labelled('pending', { type: 'xstate.done.actor.fetchTransactionStatus', output: { status: 'PENDING' } }),
    labelled('pending, naming its link', { type: 'xstate.done.actor.fetchTransactionStatus', output: { status: 'PENDING', payment_link_id: 'demo-card' } }),
    labelled('completed', { type: 'xstate.done.actor.fetchTransactionStatus', output: { status: 'COMPLETED', amount: '49.99', currency: 'EUR', payment_method: 'card', payment_link_id: 'demo-card' } }),
    labelled('failed', { type: 'xstate.done.actor.fetchTransactionStatus', output: { status: 'FAILED', payment_method: 'card' } }),
    labelled('not found', { type: 'xstate.error.actor.fetchTransactionStatus', error: new ApiError('Transaction not found', 404) }),
    labelled('offline', { type: 'xstate.error.actor.fetchTransactionStatus', error: new ApiError('Failed to check the payment status') }),
    { type: 'xstate.after.outcomeRefresh.transactionOutcome.status.waiting' },
    labelled('the link', { type: 'xstate.done.actor.fetchPaymentLink', output: LINK }),
    labelled('offline', { type: 'xstate.error.actor.fetchPaymentLink', error: new ApiError('Failed to load the payment link') }),
    { type: 'RETRY' },
    { type: 'ONLINE' },
  ],
  inputs: [
    { transactionId: 'TX7', linkId: 'demo-card', storedLinkId: null },
    { transactionId: 'TX7', linkId: null, storedLinkId: null },
    { transactionId: 'TX7', linkId: null, storedLinkId: 'demo-card' },
  ],
  describeInput: (input) => (input.linkId ? 'the URL names the link' : input.storedLinkId ? 'the browser recorded the link' : 'no link known'),
})

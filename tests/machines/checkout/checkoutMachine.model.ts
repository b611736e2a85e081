import type { AnyEventObject } from 'xstate'
import { MALFORMED_RESPONSE } from '../../../src/api/apiError'
import { checkoutMachine } from '../../../src/machines/checkout/checkoutMachine'
import type { CheckoutInput, LoadCheckoutOutput, PaymentLink } from '../../../src/machines/checkout/checkoutContext'
import type { PendingTransaction } from '../../../src/machines/checkout/pendingTransactionStore'
import type { PaymentOutcome } from '../../../src/domain/paymentOutcome'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

/** The checkout's link, as the sandbox seeds it (demo-both: 120.00 USD, card or crypto). */
export const link = (over: Partial<PaymentLink> = {}): PaymentLink => ({
  id: 'demo-both',
  url: 'http://localhost:3000/payment-link?id=demo-both',
  name: 'Card or crypto demo',
  description: '',
  amount: '120.00',
  currency: 'USD',
  payment_method: 'card/crypto',
  is_expired: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  expire_at: '2026-02-01T00:00:00Z',
  ...over,
})
export const address = '0x52908400098527886E0F7030069857D2E4169EE7'
/** The transaction a resumed checkout finds stored for the link (the same id as the URL's in the resume input). */
export const record = (over: Partial<PendingTransaction> = {}): PendingTransaction => ({
  transaction_id: '5',
  address,
  qrcode_url: null,
  status: 'PENDING',
  payment_amt: 120,
  payment_method: 'crypto',
  payment_link_id: 'demo-both',
  timestamp: Date.now(),
  ...over,
})
/** How the URL's transaction ended, as the status call answered on reload. */
export const endedOutcome = (over: Partial<PaymentOutcome> = {}): PaymentOutcome => ({
  kind: 'completed',
  cancelled: false,
  transactionId: '5',
  amount: '120.00',
  currency: 'USD',
  paymentMethod: 'crypto',
  endedAt: '2026-01-02T10:00:00.000Z',
  ...over,
})
const loaded = (out: Partial<LoadCheckoutOutput>): LoadCheckoutOutput => ({ link: link(), resume: { kind: 'none' }, ...out })
const result = (over: object) => ({ ok: true, result: { transaction_id: '9', payment_amt: 120, address, qrcode_url: null, redirect_url: null, payment_method: 'crypto', ...over } })
export const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }

const events: AnyEventObject[] = [
  ...(
    [
      ['card or crypto link', loaded({})],
      ['crypto-only link', loaded({ link: link({ payment_method: 'crypto' }) })],
      ['expired link', loaded({ link: link({ is_expired: true }) })],
      ['stored transaction expired', loaded({ resume: { kind: 'expired' } })],
      ['stored crypto transaction', loaded({ resume: { kind: 'record', record: record() } })],
      ['stored card transaction', loaded({ resume: { kind: 'record', record: record({ payment_method: 'card', address: null, redirect_url: 'https://pay.example.com/x' }) } })],
      ['stored transaction without wallet', loaded({ resume: { kind: 'record', record: record({ address: null }) } })],
      ['creation task running', loaded({ resume: { kind: 'task', task: { payment_link_id: 'demo-both', task_id: 'task-9', payment_method: 'crypto', timestamp: Date.now() } } })],
      ['transaction completed', loaded({ resume: { kind: 'outcome', outcome: endedOutcome() } })],
      ['transaction failed', loaded({ resume: { kind: 'outcome', outcome: endedOutcome({ kind: 'failed' }) } })],
      ['transaction failed, link expired since', loaded({ link: link({ is_expired: true }), resume: { kind: 'outcome', outcome: endedOutcome({ kind: 'failed' }) } })],
    ] as const
  ).map(([label, output]) => labelled(label, { type: 'xstate.done.actor.loadCheckout', output })),
  labelled('not found', { type: 'xstate.error.actor.loadCheckout', error: { status: 404, message: 'Payment link not found.' } }),
  labelled('malformed answer', { type: 'xstate.error.actor.loadCheckout', error: { message: MALFORMED_RESPONSE } }),
  { type: 'RETRY' },
  labelled('crypto', { type: 'SELECT_METHOD', method: 'crypto' }),
  labelled('card', { type: 'SELECT_METHOD', method: 'card' }),
  { type: 'SUBMIT', billing },
  labelled('this link, other tab', { type: 'STORED_TRANSACTION', record: record({ transaction_id: '77' }) }),
  labelled('another link, other tab', { type: 'STORED_TRANSACTION', record: record({ payment_link_id: 'other' }) }),
  labelled('task id', { type: 'xstate.done.actor.createTransaction', output: { task_id: 'task-1' } }),
  labelled('no task id', { type: 'xstate.done.actor.createTransaction', output: {} }),
  labelled('link expired meanwhile', { type: 'xstate.error.actor.createTransaction', error: { message: 'This payment link has expired.', status: 400 } }),
  labelled('answer lost', { type: 'xstate.error.actor.createTransaction', error: { message: 'Failed to create payment link transaction: Failed to fetch' } }),
  ...(
    [
      ['crypto ready', result({})],
      ['card ready', result({ payment_method: 'card', address: null, redirect_url: 'https://pay.example.com/1' })],
      ['crypto without wallet', result({ address: null })],
      ['card without URL', result({ payment_method: 'card', address: null })],
      ['unusable result', { ok: true, result: '<html>' }],
      ['task failed', { ok: false, error: 'Payment provider declined the transaction.' }],
    ] as const
  ).map(([label, output]) => labelled(label, { type: 'xstate.done.actor.task', output })),
  { type: 'xstate.error.actor.task', error: new Error('The task machine stopped with an error') },
  labelled('completed', { type: 'xstate.done.actor.cryptoStatus', output: { outcome: 'completed', report: { status: 'COMPLETED', amount: '120.00', currency: 'USD', payment_method: 'crypto', payment_link_id: 'demo-both', updated_at: '2026-01-02T10:00:00.000Z' } } }),
  labelled('failed', { type: 'xstate.done.actor.cryptoStatus', output: { outcome: 'failed', report: { status: 'FAILED', amount: '120.00', currency: 'USD', payment_method: 'crypto', payment_link_id: 'demo-both', updated_at: '2026-01-02T10:00:00.000Z' } } }),
  { type: 'START_NEW' },
]

export default definePathModel<CheckoutInput>({
  machine: checkoutMachine,
  events,
  unreachableGuards: {
    'hasMethod false': 'the billing form is only reached with a link whose methods are not empty (linkUnavailable), and storeLink always picks one of them',
  },
  inputs: [{ linkId: null }, { linkId: '../etc' }, { linkId: 'demo-both' }, { linkId: 'demo-both', transactionId: '5' }],
  describeInput: (input) => (input.linkId === null ? 'no link id' : input.transactionId ? `link ${input.linkId}, transaction ${input.transactionId}` : `link ${input.linkId}`),
  // A vertex: the state, the context the guards read, and the event that led there (so every transition is reached).
  serializeState: (s, event) => {
    const c = s.context as { method: unknown; payment: { payment_method?: unknown } | null; error: unknown; methods: unknown; createFailure: unknown; link: { is_expired?: unknown } | null }
    return JSON.stringify([s.value, c.method, c.methods, c.payment?.payment_method ?? null, c.error, c.createFailure, c.link?.is_expired ?? null, event?.type ?? null])
  },
})

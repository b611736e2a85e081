/**
 * Every path of the checkout machine's model (tests/machines/checkout/checkoutMachine.model.ts)
 * through /payment-link: the screen table below maps each state to what the customer sees, each
 * event to what makes it happen. Run alone: `npm run qa:screens`.
 */
import { fireEvent, screen } from '@testing-library/react'
import { afterEach } from 'vitest'
import { forgetEarlyPaymentLinks } from '../../src/machines/checkout/wiring'
import { HttpResponse } from 'msw'
import type { AnyEventObject } from 'xstate'
import { addTransaction } from '../../sandbox/ledger'
import type { CheckoutInput, LoadCheckoutOutput } from '../../src/machines/checkout/checkoutContext'
import { PENDING_TASK_PREFIX, PENDING_TRANSACTION_PREFIX, PENDING_TRANSACTION_TTL_MS, type PendingTransaction } from '../../src/machines/checkout/pendingTransactionStore'
import { apiBase } from '../../src/api/client'
import model, { billing } from '../machines/checkout/checkoutMachine.model'
import oracle from '../machines/checkout/checkoutMachine.oracle'
import { button, gone, heading, link, text } from './support/checks'
import { HARNESS_HEADER } from './support/networkGate'
import { describeScreenPaths, type Driver, type StepContext } from './support/screenPaths'
import { renderCheckout } from '../support/render'

type Context = { method: 'card' | 'crypto' | null; methods: string[]; error: string | null; link: { is_expired: boolean } | null }
const ctx = (state: { context: unknown }) => {
  const c = state.context as Context
  return { ...c, linkExpired: c.link?.is_expired ?? false }
}

const LOAD = [/^GET \/sandbox\/transaction\/payment-link\//, /^GET \/sandbox\/transaction\/status\//]
const CREATE = [/^POST \/sandbox\/transaction\/async\/payment-link\/create-transaction$/]
const POLL = [/^GET \/sandbox\/transaction\/async\/transaction_status\//]
const STATUS = [/^GET \/sandbox\/transaction\/status\//]
const LINK_ID = 'demo-both'

const demoLink = (step: StepContext) => step.store.paymentLinks.find((l) => l.id === LINK_ID)!
const inputOf = (step: StepContext) => step.input as CheckoutInput
const submitLabel = (method: string | null) => (method === 'crypto' ? 'Continue to Cryptocurrency Payment' : 'Continue to Credit Card Payment')

/** A transaction id in the URL with nothing usable stored under it: the lookup starts afresh (a tampered record is ignored). */
function nothingToResume(step: StepContext) {
  const id = inputOf(step).transactionId
  if (id) localStorage.setItem(`${PENDING_TRANSACTION_PREFIX}${id}`, '{"tampered":true}')
}

/** The browser stored this transaction and the sandbox knows it, still pending. */
function storedTransaction(step: StepContext, record: PendingTransaction) {
  localStorage.setItem(`${PENDING_TRANSACTION_PREFIX}${record.transaction_id}`, JSON.stringify({ ...record, timestamp: Date.now() }))
  const now = Date.now()
  addTransaction(
    step.store,
    { id: record.transaction_id, ownerId: demoLink(step).ownerId, gross: record.payment_amt * 100, fee: 0, currency: 'USD', status: 'PENDING', payment_method: record.payment_method, customer_email: billing.email, billing_info: billing, payment_link_id: LINK_ID, address: record.address, created_at: now, updated_at: now },
    now,
  )
}

/** The transaction the path resumes has ended: in the URL, or stored in this browser (long ago: its age does not matter). */
function endedTransaction(step: StepContext, status: 'COMPLETED' | 'FAILED') {
  const id = inputOf(step).transactionId ?? 'ENDED1'
  if (!inputOf(step).transactionId) {
    const stored = { transaction_id: id, address: null, qrcode_url: null, status: 'PENDING', payment_amt: 120, payment_method: 'crypto', payment_link_id: LINK_ID, timestamp: Date.now() - 60_000 }
    localStorage.setItem(`${PENDING_TRANSACTION_PREFIX}${id}`, JSON.stringify({ ...stored, address: '0x52908400098527886E0F7030069857D2E4169EE7' }))
  }
  const now = Date.now()
  addTransaction(
    step.store,
    { id, ownerId: demoLink(step).ownerId, gross: 12000, fee: 0, currency: 'USD', status, payment_method: 'crypto', customer_email: billing.email, billing_info: billing, payment_link_id: LINK_ID, address: null, created_at: now, updated_at: now },
    now,
  )
}

const loaded = (arrange: (step: StepContext, output: LoadCheckoutOutput) => void | Promise<void>): Driver => ({
  arrange: (step) => arrange(step, step.event.output as LoadCheckoutOutput),
  release: LOAD,
})

/** The task's last status answer carries the model's outcome. */
const taskOutcome: Driver = {
  arrange: ({ gate, event }) => {
    const output = event.output as { ok: boolean; result?: unknown; error?: string }
    const body = output.ok ? { status: 'completed', result: output.result, error: null, message: 'Task completed successfully.', progress: 100 } : { status: 'failed', result: null, error: output.error, message: output.error, progress: 100 }
    gate.answer('GET', /\/transaction\/async\/transaction_status\//, () => HttpResponse.json(body))
  },
  release: POLL,
  time: 15_000,
}

const statusAnswer = (status: string): Driver => ({
  arrange: ({ gate }) => gate.answer('GET', /\/transaction\/status\//, () => HttpResponse.json({ status })),
  release: STATUS,
  time: 31_000,
})

function fillAndSubmit(step: StepContext) {
  const { billing: values } = step.event as AnyEventObject & { billing: typeof billing }
  const fields: [RegExp, string][] = [
    [/First name/, values.first_name],
    [/Last name/, values.last_name],
    [/Email/, values.email],
    [/Phone/, values.phone],
  ]
  for (const [label, value] of fields) fireEvent.change(screen.getByLabelText(label), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: submitLabel(ctx(step.before).method) }))
}

// Every path opens the page afresh: a link answered for an earlier path must not be taken over by the next one.
afterEach(forgetEarlyPaymentLinks)

describeScreenPaths('checkoutMachine', {
  model,
  oracle,
  open: ({ input }) => {
    const { linkId, transactionId } = input as CheckoutInput
    const search = new URLSearchParams()
    if (linkId) search.set('id', linkId)
    if (transactionId) search.set('transaction_id', transactionId)
    return { url: `/payment-link${search.size ? `?${search}` : ''}` }
  },
  render: (url) => void renderCheckout(url),
  screens: {
    invalidLink: () => [heading('Invalid Payment Link'), text('The payment link ID is missing or invalid.')],
    loading: () => [heading('Loading Payment Link')],
    notFound: () => [heading('Payment Link Not Found'), text('The payment link could not be found or has expired.')],
    loadFailed: (s) => [heading('Payment Error'), text(ctx(s).error!), button('Try Again')],
    billing: (s) => [button(submitLabel(ctx(s).method), { enabled: true }), ...(ctx(s).methods.length > 1 ? [text('Credit Card'), text('Cryptocurrency')] : [])],
    creating: () => [button('Processing...', { enabled: false })],
    processing: () => [heading('Processing...')],
    failure: (s) => [heading('Payment Failed'), text(ctx(s).error!), button('Try Again')],
    'payment.crypto.waiting': () => [heading('Polygon USDC Payment'), text('Waiting for Payment')],
    // Issue 24: whenever the status call answered completed, "Payment Completed!" and no payment instructions.
    'outcome.completed': () => [text('Payment Completed!'), gone('Payment Failed'), gone('Waiting for Payment'), heading('Receipt'), button('Print receipt'), button('Download receipt'), gone('Copy address'), gone('How to pay')],
    'outcome.failed': (s) => [text('Payment Failed'), gone('Payment Completed!'), gone('Waiting for Payment'), text('Please try again or contact support'), gone('Copy address'), gone('How to pay'), ...(ctx(s).linkExpired ? [gone('Start a new payment')] : [button('Start a new payment')])],
    'payment.card': () => [heading('Credit Card Payment'), link('Continue to Payment')],
    'payment.unavailable': () => [heading('Payment Error'), text('Unable to load payment interface. Please try again.')],
  },
  drivers: {
    'loadCheckout done (card or crypto link)': loaded(nothingToResume),
    'loadCheckout done (crypto-only link)': loaded((step) => {
      demoLink(step).payment_method = 'crypto'
      nothingToResume(step)
    }),
    'loadCheckout done (expired link)': loaded((step) => {
      demoLink(step).expiredOverride = true
    }),
    // "stale record": stored more than 2 hours ago, the URL's transaction cannot be resumed.
    'loadCheckout done (stored transaction expired)': loaded((step) => {
      const id = inputOf(step).transactionId!
      const stale = { transaction_id: id, address: null, qrcode_url: null, status: 'PENDING', payment_amt: 120, payment_method: 'crypto', payment_link_id: LINK_ID, timestamp: Date.now() - PENDING_TRANSACTION_TTL_MS - 60_000 }
      localStorage.setItem(`${PENDING_TRANSACTION_PREFIX}${id}`, JSON.stringify(stale))
    }),
    'loadCheckout done (stored crypto transaction)': loaded((step, out) => storedTransaction(step, (out.resume as { record: PendingTransaction }).record)),
    'loadCheckout done (stored card transaction)': loaded((step, out) => storedTransaction(step, (out.resume as { record: PendingTransaction }).record)),
    'loadCheckout done (stored transaction without wallet)': loaded((step, out) => storedTransaction(step, (out.resume as { record: PendingTransaction }).record)),
    // A reload while the creation task runs: the sandbox has the task, the browser remembers it.
    'loadCheckout done (creation task running)': loaded(async () => {
      const accepted = await fetch(`${apiBase}/transaction/async/payment-link/create-transaction`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [HARNESS_HEADER]: '1' },
        body: JSON.stringify({ payment_link_id: LINK_ID, billing_info: billing, products: [], payment_category: 'card', payment_method: 'crypto' }),
      })
      const { task_id } = (await accepted.json()) as { task_id: string }
      localStorage.setItem(`${PENDING_TASK_PREFIX}${LINK_ID}`, JSON.stringify({ payment_link_id: LINK_ID, task_id, payment_method: 'crypto', timestamp: Date.now() }))
    }),
    // Reopened after the payment ended: the sandbox has the URL's transaction (or the stored record's) in its final status.
    'loadCheckout done (transaction completed)': loaded((step) => endedTransaction(step, 'COMPLETED')),
    'loadCheckout done (transaction failed)': loaded((step) => endedTransaction(step, 'FAILED')),
    'loadCheckout done (transaction failed, link expired since)': loaded((step) => {
      demoLink(step).expiredOverride = true
      endedTransaction(step, 'FAILED')
    }),
    'loadCheckout error (not found)': loaded((step) => {
      step.store.paymentLinks = step.store.paymentLinks.filter((l) => l.id !== LINK_ID)
    }),
    'loadCheckout error (malformed answer)': {
      arrange: ({ gate }) => gate.answer('GET', /\/transaction\/payment-link\//, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } })),
      release: LOAD,
    },
    RETRY: { perform: async () => void fireEvent.click(screen.getByRole('button', { name: 'Try Again' })) },
    START_NEW: { perform: async () => void fireEvent.click(screen.getByRole('button', { name: 'Start a new payment' })) },
    'SELECT_METHOD (crypto)': { perform: async () => void fireEvent.click(screen.getByText('Cryptocurrency')) },
    'SELECT_METHOD (card)': { perform: async () => void fireEvent.click(screen.getByText('Credit Card')) },
    SUBMIT: { perform: async (step) => fillAndSubmit(step) },
    'STORED_TRANSACTION (this link, other tab)': {
      perform: async ({ event }) => {
        const record = { ...(event.record as PendingTransaction), timestamp: Date.now() }
        window.dispatchEvent(new StorageEvent('storage', { key: `${PENDING_TRANSACTION_PREFIX}${record.transaction_id}`, newValue: JSON.stringify(record) }))
      },
    },
    'STORED_TRANSACTION (another link, other tab)': 'the wiring only passes on records of the same link, so the machine never gets this event from a screen',
    'createTransaction done (task id)': { release: CREATE },
    'createTransaction done (no task id)': {
      arrange: ({ gate }) => gate.answer('POST', /\/create-transaction$/, () => HttpResponse.json({}, { status: 202 })),
      release: CREATE,
    },
    // "link expires while paying": the sandbox refuses the creation with its own message.
    'createTransaction error (link expired meanwhile)': {
      arrange: (step) => {
        demoLink(step).expiredOverride = true
      },
      release: CREATE,
    },
    // The sandbox processes the creation, then answers with a network error ("accepted, but the answer was lost").
    'createTransaction error (answer lost)': {
      arrange: (step) => void step.store.dropNext.push({ method: 'POST', path: '/transaction/async/payment-link/create-transaction' }),
      release: CREATE,
    },
    'task done (crypto ready)': taskOutcome,
    'task done (card ready)': taskOutcome,
    'task done (crypto without wallet)': taskOutcome,
    'task done (card without URL)': taskOutcome,
    'task done (unusable result)': taskOutcome,
    'task done (task failed)': taskOutcome,
    'task error': 'the task machine reports every failure as its output ({ ok: false }), it never stops with an error, so no answer of the server can cause it',
    'cryptoStatus done (completed)': statusAnswer('COMPLETED'),
    'cryptoStatus done (failed)': statusAnswer('FAILED'),
  },
  cannot: ({ input, path }) => {
    const { transactionId } = input as CheckoutInput
    for (const step of path.steps) {
      const words = step.event.type === 'xstate.done.actor.loadCheckout' ? (step.event.output as LoadCheckoutOutput).resume.kind : null
      if (words === 'expired' && !transactionId) return 'the resume lookup says "expired" only for a transaction id in the URL; this path opens the link without one'
      if (words === 'task' && transactionId) return 'with a transaction id in the URL the lookup resumes that transaction only, never a running creation task'
    }
    const chooserless = path.steps.findIndex((step, i) => step.event.type === 'SELECT_METHOD' && ctx(path.steps[i - 1]!.state).methods.length < 2)
    if (chooserless >= 0) return 'a link with one payment method shows no method chooser, so the customer cannot select one'
    const unpayable = path.steps.findIndex((step, i) => step.event.type === 'START_NEW' && ctx(path.steps[i - 1]!.state).linkExpired)
    if (unpayable >= 0) return 'a failed payment of a link that has expired since offers no "Start a new payment" (the outcome.failed check sees it gone)'
    return null
  },
})

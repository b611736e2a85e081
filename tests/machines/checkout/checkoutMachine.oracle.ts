/**
 * The public payment-link checkout (SPEC §2, §3, §4, §8 and issue 24's properties), written apart
 * from the machine: where each answer leads, what is stored, what goes into the URL, and that no
 * path creates a second transaction for one intent; an ended payment is final (issue 19): its outcome
 * is shown on a reload whatever became of the link, keeps its id in the URL, and only a failed one
 * on a payable link lets the customer start a new payment, under a new key.
 * The screen paths read it too (tests/screens/checkout.screens.test.tsx).
 */
import { expect } from 'vitest'
import { MALFORMED_RESPONSE } from '../../../src/api/apiError'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { address, billing, endedOutcome } from './checkoutMachine.model'

const LINK = 'demo-both'
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** SPEC §8's messages, as the customer reads them. */
export const SPEC_MESSAGES = {
  sessionExpired: 'Transaction session expired. Please start a new payment.',
  noWalletData: 'Transaction created but no wallet payment data available',
  noPaymentUrl: 'Transaction created but no payment URL available',
  creationFailed: 'Transaction creation failed',
  createFailed: 'Failed to create payment link transaction',
}

const fails = (message: string) => (step: Step) => expect(step.after.context.error).toBe(message)
const linkShown = (methods: string[], method: string) => (step: Step) => {
  expect(step.after.context).toMatchObject({ methods, method, link: step.event.output.link })
  expect(step.started).toEqual([expect.objectContaining({ id: 'watchStoredTransaction', input: { linkId: LINK } })])
}
/** A crypto payment being watched: its status checks start (SPEC §4, §7). */
const watched = (transactionId: string) => (step: Step) => expect(startedInputs(step, 'cryptoStatus')).toEqual([{ transactionId }])
/** A created transaction: stored for the resume and put into the URL, once (SPEC §4 "Checkout"). */
const created = (method: 'card' | 'crypto') => (step: Step) => {
  const payment = { transaction_id: '9', payment_method: method, payment_amt: 120, address: method === 'crypto' ? address : null, qrcode_url: null, redirect_url: method === 'card' ? 'https://pay.example.com/1' : null, exchange_rate: null }
  expect(step.after.context.payment).toEqual(payment)
  expect(ran(step, 'persistTransaction')).toEqual([{ ...payment, status: 'PENDING', payment_link_id: LINK, timestamp: expect.any(Number) }])
  expect(ran(step, 'rememberTransactionInUrl')).toEqual([{ linkId: LINK, transactionId: '9' }])
  if (method === 'crypto') watched('9')(step)
}
/** The task ended, whatever its outcome: a reload must not poll it again. */
const taskEnded = (step: Step) => expect(ran(step, 'forgetTask')).toEqual([{ linkId: LINK }])
/** An ended payment: its outcome as the server said it, its id kept in the URL for a reload, nothing watched or created any more. */
const ended = (outcome: object) => (step: Step) => {
  expect(step.after.context.outcome).toEqual(outcome)
  expect(ran(step, 'rememberTransactionInUrl')).toEqual([{ linkId: LINK, transactionId: (outcome as { transactionId: string }).transactionId }])
  expect(step.started.filter((a) => a.id !== 'watchStoredTransaction')).toEqual([])
  expect(ran(step, 'persistTransaction')).toEqual([])
}
/** What the crypto watch's last answer says, as the outcome of the watched transaction. */
const watchedOutcome = (kind: 'completed' | 'failed') => (step: Step) =>
  ended({ kind, cancelled: false, transactionId: step.before.context.payment.transaction_id, amount: '120.00', currency: 'USD', paymentMethod: 'crypto', endedAt: '2026-01-02T10:00:00.000Z' })(step)
const taskFails = (message: string) => (step: Step) => {
  fails(message)(step)
  taskEnded(step)
  expect(ran(step, 'persistTransaction')).toEqual([])
}

export default defineOracle({
  name: 'checkoutMachine',
  leadsTo: {
    'loadCheckout done (card or crypto link)': 'billing',
    'loadCheckout done (crypto-only link)': 'billing',
    'loadCheckout done (expired link)': 'notFound',
    'loadCheckout done (stored transaction expired)': 'failure',
    'loadCheckout done (stored crypto transaction)': 'payment.crypto.waiting',
    'loadCheckout done (stored card transaction)': 'payment.card',
    // No interface data: "Payment Error", "Unable to load payment interface".
    'loadCheckout done (stored transaction without wallet)': 'payment.unavailable',
    'loadCheckout done (creation task running)': 'processing',
    'loadCheckout error (not found)': 'notFound',
    // Issue 19: an ended payment is final; opened again, its outcome, whatever became of its link.
    'loadCheckout done (transaction completed)': 'outcome.completed',
    'loadCheckout done (transaction failed)': 'outcome.failed',
    'loadCheckout done (transaction failed, link expired since)': 'outcome.failed',
    'loadCheckout error (malformed answer)': 'loadFailed',
    // From a failed creation, Try Again only retries a request whose answer was lost (the property below says when).
    RETRY: { loadFailed: 'loading', failure: () => undefined },
    // A single method is preselected and there is no chooser; with several, the customer picks one.
    'SELECT_METHOD (crypto)': { billing: 'billing' },
    'SELECT_METHOD (card)': { billing: 'billing' },
    SUBMIT: { billing: 'creating' },
    'STORED_TRANSACTION (this link, other tab)': { billing: 'payment.crypto.waiting' },
    'STORED_TRANSACTION (another link, other tab)': { billing: 'billing' },
    'createTransaction done (task id)': 'processing',
    'createTransaction done (no task id)': 'failure',
    'createTransaction error (link expired meanwhile)': 'failure',
    'createTransaction error (answer lost)': 'failure',
    'task done (crypto ready)': 'payment.crypto.waiting',
    'task done (card ready)': 'payment.card',
    'task done (crypto without wallet)': 'failure',
    'task done (card without URL)': 'failure',
    'task done (unusable result)': 'failure',
    'task done (task failed)': 'failure',
    'task error': 'failure',
    // Issue 24: a completed crypto payment shows "Payment Completed!", a failed one "Payment Failed".
    'cryptoStatus done (completed)': 'outcome.completed',
    'cryptoStatus done (failed)': 'outcome.failed',
    // Only after a failure, and only while the link can still be paid.
    START_NEW: { 'outcome.failed': (step) => (step.before.context.link?.is_expired ? 'outcome.failed' : 'billing') },
  },
  does: {
    'loadCheckout done (card or crypto link)': linkShown(['card', 'crypto'], 'card'),
    'loadCheckout done (crypto-only link)': linkShown(['crypto'], 'crypto'),
    'loadCheckout done (stored transaction expired)': fails(SPEC_MESSAGES.sessionExpired),
    // A resumed payment shows the link's amount in its currency.
    'loadCheckout done (stored crypto transaction)': (step) => {
      expect(step.after.context.payment).toMatchObject({ transaction_id: '5', payment_method: 'crypto', address, payment_amt: 120 })
      expect(step.after.context.link).toEqual(step.event.output.link)
      watched('5')(step)
    },
    'loadCheckout done (stored card transaction)': (step) => {
      expect(step.after.context.payment).toMatchObject({ transaction_id: '5', payment_method: 'card', redirect_url: 'https://pay.example.com/x' })
      expect(step.after.context.link).toEqual(step.event.output.link)
    },
    'loadCheckout done (stored transaction without wallet)': (step) => expect(step.after.context.link).toEqual(step.event.output.link),
    // A reload while the creation task runs keeps polling it.
    'loadCheckout done (creation task running)': (step) => {
      expect(step.after.context).toMatchObject({ taskId: 'task-9', method: 'crypto', link: step.event.output.link })
      expect(startedInputs(step, 'task')).toEqual([{ taskId: 'task-9' }])
    },
    'loadCheckout error (malformed answer)': fails(MALFORMED_RESPONSE),
    RETRY: (step) => {
      if (step.before.words !== 'loadFailed') return
      expect(startedInputs(step, 'loadCheckout')).toEqual([{ linkId: LINK, transactionId: (step.input as { transactionId?: string }).transactionId ?? null }])
      expect(step.after.context.error).toBeNull()
    },
    'SELECT_METHOD (crypto)': (step) => expect(step.after.context.method).toBe(step.before.context.methods.includes('crypto') ? 'crypto' : step.before.context.method),
    'SELECT_METHOD (card)': (step) => expect(step.after.context.method).toBe(step.before.context.methods.includes('card') ? 'card' : step.before.context.method),
    // SPEC §3: the creation payload, exactly.
    SUBMIT: (step) => {
      const [sent] = startedInputs(step, 'createTransaction') as { payload: unknown; idempotencyKey: string }[]
      expect(sent!.payload).toEqual({
        payment_link_id: LINK,
        billing_info: billing,
        products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
        payment_category: 'card',
        payment_method: step.before.context.method,
      })
      expect(sent!.idempotencyKey).toMatch(UUID_V4)
      expect(step.after.context).toMatchObject({ billing, error: null })
    },
    'STORED_TRANSACTION (this link, other tab)': (step) => {
      expect(step.after.context.payment).toMatchObject({ transaction_id: '77', payment_method: 'crypto' })
      watched('77')(step)
    },
    // The 202: the running task is remembered, so that a reload or a second tab keeps polling it.
    'createTransaction done (task id)': (step) => {
      expect(step.after.context.taskId).toBe('task-1')
      expect(ran(step, 'persistTask')).toEqual([{ payment_link_id: LINK, task_id: 'task-1', payment_method: step.before.context.method, timestamp: expect.any(Number) }])
      expect(startedInputs(step, 'task')).toEqual([{ taskId: 'task-1' }])
    },
    'createTransaction done (no task id)': (step) => {
      fails(SPEC_MESSAGES.createFailed)(step)
      expect(ran(step, 'persistTask')).toEqual([])
    },
    'createTransaction error (link expired meanwhile)': fails('This payment link has expired.'),
    'createTransaction error (answer lost)': fails('Failed to create payment link transaction: Failed to fetch'),
    'task done (crypto ready)': (step) => {
      created('crypto')(step)
      taskEnded(step)
    },
    'task done (card ready)': (step) => {
      created('card')(step)
      taskEnded(step)
    },
    'task done (crypto without wallet)': taskFails(SPEC_MESSAGES.noWalletData),
    'task done (card without URL)': taskFails(SPEC_MESSAGES.noPaymentUrl),
    'task done (unusable result)': taskFails(SPEC_MESSAGES.creationFailed),
    // The task's own error first, then the spec's fallback.
    'task done (task failed)': taskFails('Payment provider declined the transaction.'),
    'task error': taskFails('The task machine stopped with an error'),
    'loadCheckout done (transaction completed)': ended(endedOutcome()),
    'loadCheckout done (transaction failed)': ended(endedOutcome({ kind: 'failed' })),
    'loadCheckout done (transaction failed, link expired since)': (step) => {
      ended(endedOutcome({ kind: 'failed' }))(step)
      expect(step.after.context.link).toEqual(step.event.output.link)
    },
    'cryptoStatus done (completed)': watchedOutcome('completed'),
    'cryptoStatus done (failed)': watchedOutcome('failed'),
    // A new intent: the ended transaction leaves the URL and the context; the billing details and method stay.
    START_NEW: (step) => {
      if (step.after.words !== 'billing') {
        expect(step.actions).toEqual([])
        return
      }
      expect(ran(step, 'forgetTransactionInUrl')).toEqual([{ linkId: LINK }])
      expect(step.after.context).toMatchObject({ outcome: null, payment: null, taskId: null, idempotencyKey: null, createFailure: null, error: null })
      expect(step.after.context.billing).toEqual(step.before.context.billing)
      expect(step.after.context.method).toEqual(step.before.context.method)
      expect(startedInputs(step, 'watchStoredTransaction')).toEqual([{ linkId: LINK }])
    },
  },
  paths: {
    // SPEC §2: "Invalid Payment Link", and for a missing id also the error "Payment link ID is required".
    'an id that is missing or implausible sends nothing; a missing one also says so': (steps, input, initial) => {
      const { linkId, transactionId } = input as { linkId: string | null; transactionId?: string }
      expect(ran({ actions: initial.actions } as Step, 'notifyLinkIdRequired')).toHaveLength(linkId === null ? 1 : 0)
      if (linkId !== 'demo-both') {
        expect(initial.words).toBe('invalidLink')
        expect(initial.started).toEqual([])
        return expect(steps).toEqual([])
      }
      expect(initial.words).toBe('loading')
      expect(startedInputs(initial as unknown as Step, 'loadCheckout')).toEqual([{ linkId: LINK, transactionId: transactionId ?? null }])
    },
    // Issue 24: never more than one creation intent; every request (a retry after a lost answer too) carries the first one's key.
    // Start a new payment (after a failure) is a new intent, with a key of its own.
    'no path creates a second transaction for one intent': (steps) => {
      const intents: { payload: unknown; idempotencyKey: string }[][] = [[]]
      for (const step of steps) {
        if (step.words === 'START_NEW' && step.after.words === 'billing') intents.push([])
        intents.at(-1)!.push(...(startedInputs(step, 'createTransaction') as { payload: unknown; idempotencyKey: string }[]))
      }
      for (const sent of intents) {
        expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBeLessThanOrEqual(1)
        expect(new Set(sent.map((s) => JSON.stringify(s.payload))).size).toBeLessThanOrEqual(1)
      }
      const keys = intents.map((sent) => sent[0]?.idempotencyKey).filter(Boolean)
      expect(new Set(keys).size).toBe(keys.length)
    },
    'Try Again after a failed creation sends the same request again only when its answer was lost': (steps) => {
      let lost = false
      for (const step of steps) {
        if (step.words === 'RETRY' && step.before.words === 'failure') {
          expect(step.after.words).toBe(lost ? 'creating' : 'failure')
          expect(startedInputs(step, 'createTransaction')).toHaveLength(lost ? 1 : 0)
        }
        if (step.after.words === 'failure' && step.before.words !== 'failure') lost = step.words === 'createTransaction error (answer lost)'
      }
    },
    'a running task is remembered from the 202 until it ends, then forgotten': (steps) => {
      const saved = steps.flatMap((s) => ran(s, 'persistTask'))
      const forgotten = steps.flatMap((s) => ran(s, 'forgetTask'))
      const polling = steps.at(-1)?.after.words === 'processing'
      expect(saved.length).toBe(steps.filter((s) => s.words === 'createTransaction done (task id)').length)
      expect(forgotten.length).toBe(steps.filter((s) => s.words.startsWith('task ')).length)
      if (polling) expect(forgotten.length).toBeLessThan(saved.length + (steps.some((s) => s.words === 'loadCheckout done (creation task running)') ? 1 : 0))
    },
    'a transaction is stored once, when it was created, and its id is in the URL from then until a new payment starts': (steps) => {
      const createdHere = steps.filter((s) => s.words === 'task done (crypto ready)' || s.words === 'task done (card ready)').length
      const endedHere = steps.filter((s) => !s.before.words.startsWith('outcome') && s.after.words.startsWith('outcome')).length
      expect(steps.flatMap((s) => ran(s, 'persistTransaction'))).toHaveLength(createdHere)
      expect(steps.flatMap((s) => ran(s, 'rememberTransactionInUrl'))).toHaveLength(createdHere + endedHere)
      let url: string | null = null
      for (const step of steps) {
        for (const remembered of ran(step, 'rememberTransactionInUrl') as { transactionId: string }[]) url = remembered.transactionId
        if (ran(step, 'forgetTransactionInUrl').length > 0) url = null
        const { outcome, payment } = step.after.context
        if (step.after.words.startsWith('outcome')) {
          // An ended payment names its transaction, and the URL keeps that id for a reload.
          expect(step.after.words).toBe(`outcome.${outcome.kind}`)
          expect(url).toBe(outcome.transactionId)
          if (payment) expect(outcome.transactionId).toBe(payment.transaction_id)
        }
        if (step.after.words === 'billing') expect(url).toBeNull()
      }
    },
  },
})

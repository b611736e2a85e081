import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { asyncTaskMachine, type AsyncTaskOutput } from '../shared/asyncTaskMachine'
import type { CustomerForm } from '../../domain/customerForm'
import { isPlausibleId } from '../../domain/checkoutSearch'
import { cryptoStatusMachine, type CryptoStatusOutput } from './cryptoStatusMachine'
import { parseConversion, paymentOutcome, type Conversion, type PaymentOutcome } from '../../domain/paymentOutcome'
import { buildTransactionPayload, defaultPaymentMethod, parsePaymentMethods, type PaymentMethod, type TransactionCreate } from '../../domain/paymentMethods'
import type { PendingTask, PendingTransaction, ResumeLookup } from './pendingTransactionStore'
import { answerMaybeLost, callFailure, keyAfter, type CallFailure } from '../../domain/idempotency'

/**
 * The public payment-link checkout (SPEC §2 "Public payment-link checkout", §3, §4, §8):
 * invalid link → loading → not found | billing form → creating → processing (task progress)
 * → failure | payment screen (crypto: waiting; card; payment error) → outcome (completed: the receipt;
 * failed: a new payment may be started). An ended payment is final (issue 19): opened again (the URL's
 * transaction id or the stored record) the server's word leads straight to its outcome, and an outcome
 * never shows payment instructions again.
 * Side effects are injected: `loadCheckout`, `createTransaction`, `pollTask` (the async-task
 * machine with its fetch), `watchCryptoStatus`, `watchStoredTransaction`, and the actions
 * `persistTransaction` / `rememberTransactionInUrl` / `forgetTransactionInUrl`.
 * The creation carries an Idempotency-Key: when its answer is lost (a network error or a 5xx), Try
 * Again (RETRY from failure) sends the same request with the same key, so the server answers with
 * the task it already started instead of starting a second transaction.
 */

export type PaymentLink = components['schemas']['PaymentLink']
export type TaskAccepted = components['schemas']['TaskAccepted']

export const MESSAGES = {
  createFailed: 'Failed to create payment link transaction',
  creationFailed: 'Transaction creation failed',
  noWalletData: 'Transaction created but no wallet payment data available',
  noPaymentUrl: 'Transaction created but no payment URL available',
  sessionExpired: 'Transaction session expired. Please start a new payment.',
  linkIdRequired: 'Payment link ID is required',
} as const

/** What the payment screen needs (from the task result or the stored record). */
export interface PaymentData {
  transaction_id: string
  payment_method: PaymentMethod
  payment_amt: number
  address: string | null
  qrcode_url: string | null
  redirect_url: string | null
  /** Crypto of a EUR link: the conversion behind `payment_amt`. */
  exchange_rate: Conversion | null
}

export interface LoadCheckoutOutput {
  link: PaymentLink
  resume: ResumeLookup
}

export interface CheckoutInput {
  linkId?: string | null
  transactionId?: string | null
  /** A fresh Idempotency-Key (UUID v4); injected so that tests are deterministic. */
  newKey?: () => string
}

export interface CreateTransactionInput {
  payload: TransactionCreate
  idempotencyKey: string
}

export interface CheckoutContext {
  linkId: string | null
  /** No id at all (as opposed to an implausible one): the customer is also told so in a toast. */
  linkIdMissing: boolean
  /** The transaction id the page was opened with (the resume lookup); the current one is `payment.transaction_id`. */
  transactionId: string | null
  link: PaymentLink | null
  methods: PaymentMethod[]
  method: PaymentMethod | null
  billing: CustomerForm | null
  taskId: string | null
  payment: PaymentData | null
  error: string | null
  /** How the payment ended (the receipt's facts, or the failure). */
  outcome: PaymentOutcome | null
  newKey: () => string
  /** The creation intent's key, kept for its retries. */
  idempotencyKey: string | null
  /** Why the creation call failed: null when it did not (a task failure is not retried with the key). */
  createFailure: CallFailure | null
}

export type CheckoutEvent =
  | { type: 'SELECT_METHOD'; method: PaymentMethod }
  | { type: 'SUBMIT'; billing: CustomerForm }
  | { type: 'RETRY' }
  | { type: 'STORED_TRANSACTION'; record: PendingTransaction }
  /** After a failed payment: a new intent (a new transaction under a new Idempotency-Key). */
  | { type: 'START_NEW' }

const nullableString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** A task result → payment data; null when it is not a usable creation result. */
export function parseTransactionResult(result: unknown, fallbackMethod: PaymentMethod | null): PaymentData | null {
  if (!result || typeof result !== 'object') return null
  const r = result as Record<string, unknown>
  const id = typeof r.transaction_id === 'number' ? String(r.transaction_id) : r.transaction_id
  if (!isPlausibleId(id)) return null
  const method = r.payment_method === 'card' || r.payment_method === 'crypto' ? r.payment_method : fallbackMethod
  if (!method) return null
  const amount = typeof r.payment_amt === 'string' ? Number(r.payment_amt) : r.payment_amt
  return {
    transaction_id: id,
    payment_method: method,
    payment_amt: typeof amount === 'number' && Number.isFinite(amount) ? amount : Number.NaN,
    address: nullableString(r.address),
    qrcode_url: nullableString(r.qrcode_url),
    redirect_url: nullableString(r.redirect_url),
    exchange_rate: parseConversion(r.exchange_rate),
  }
}

export function paymentFromRecord(record: PendingTransaction): PaymentData {
  return {
    transaction_id: record.transaction_id,
    payment_method: record.payment_method,
    payment_amt: record.payment_amt,
    address: record.address,
    qrcode_url: record.qrcode_url,
    redirect_url: record.redirect_url ?? null,
    exchange_rate: record.exchange_rate ?? null,
  }
}

const isPayable = (link: PaymentLink) => !link.is_expired && parsePaymentMethods(link.payment_method).length > 0
/** The watch's last answer as an outcome; without one (never seen), the watch's own verdict. */
function watchedOutcome(transactionId: string, output: CryptoStatusOutput): PaymentOutcome {
  const fromAnswer = output.report ? paymentOutcome(transactionId, output.report) : null
  return fromAnswer ?? { kind: output.outcome, cancelled: false, transactionId, amount: null, currency: null, paymentMethod: 'crypto', endedAt: null }
}

const hasAmount = (p: PaymentData | null) => !!p && Number.isFinite(p.payment_amt) && p.payment_amt > 0
const resultOf = (context: CheckoutContext, output: AsyncTaskOutput) => (output.ok ? parseTransactionResult(output.result, context.method) : null)
const errorMessage = (error: unknown, fallback: string) => {
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : ''
  return message.trim() || fallback
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Injected: GET the payment link (and the resume lookup). Rejects with `{ status: 404 }` when unknown. */
    loadCheckout: fromPromise<LoadCheckoutOutput, { linkId: string; transactionId: string | null }>(async () => {
      throw new Error('loadCheckout must be provided')
    }),
    /** Injected: POST the creation payload; resolves with the 202 body. */
    createTransaction: fromPromise<Partial<TaskAccepted>, CreateTransactionInput>(async () => {
      throw new Error('createTransaction must be provided')
    }),
    /** The async-task machine, provided with the transaction_status fetch. */
    pollTask: asyncTaskMachine,
    /** The crypto status machine, provided with the status fetch, toasts and record clean-up. */
    watchCryptoStatus: cryptoStatusMachine,
    /** Injected: tells about a transaction another tab stored for this link (sends STORED_TRANSACTION). */
    watchStoredTransaction: fromCallback<CheckoutEvent, { linkId: string }>(() => () => {}),
  },
  guards: {
    linkIdMissing: ({ context }) => context.linkIdMissing,
    linkIdInvalid: ({ context }) => context.linkId === null,
    linkUnavailable: (_, out: LoadCheckoutOutput) => !isPayable(out.link),
    linkPayable: ({ context }) => !!context.link && isPayable(context.link),
    resumeCompleted: (_, out: LoadCheckoutOutput) => out.resume.kind === 'outcome' && out.resume.outcome.kind === 'completed',
    resumeFailed: (_, out: LoadCheckoutOutput) => out.resume.kind === 'outcome' && out.resume.outcome.kind === 'failed',
    resumeExpired: (_, out: LoadCheckoutOutput) => out.resume.kind === 'expired',
    resumeRecord: (_, out: LoadCheckoutOutput) => out.resume.kind === 'record',
    resumeTask: (_, out: LoadCheckoutOutput) => out.resume.kind === 'task' && parsePaymentMethods(out.link.payment_method).includes(out.resume.task.payment_method),
    isNotFound: (_, error: { status?: unknown } | null) => error?.status === 404,
    methodAvailable: ({ context }, method: PaymentMethod) => context.methods.includes(method),
    hasMethod: ({ context }) => context.method !== null,
    createAnswerLost: ({ context }) => answerMaybeLost(context.createFailure),
    recordForThisLink: ({ context }, record: PendingTransaction) => record.payment_link_id === context.linkId,
    hasTaskId: (_, accepted: Partial<TaskAccepted> | undefined) => typeof accepted?.task_id === 'string' && accepted.task_id.trim() !== '',
    taskFailed: (_, output: AsyncTaskOutput) => !output.ok,
    resultUnusable: ({ context }, output: AsyncTaskOutput) => resultOf(context, output) === null,
    cryptoWithoutWallet: ({ context }, output: AsyncTaskOutput) => {
      const p = resultOf(context, output)
      return p?.payment_method === 'crypto' && (!p.address || !hasAmount(p))
    },
    cardWithoutUrl: ({ context }, output: AsyncTaskOutput) => {
      const p = resultOf(context, output)
      return p?.payment_method === 'card' && !p.redirect_url
    },
    cryptoReady: ({ context }) => context.payment?.payment_method === 'crypto' && !!context.payment.address && hasAmount(context.payment),
    cardReady: ({ context }) => context.payment?.payment_method === 'card' && hasAmount(context.payment),
    paid: (_, output: CryptoStatusOutput | undefined) => output?.outcome === 'completed',
  },
  actions: {
    storeLink: assign((_, out: LoadCheckoutOutput) => {
      const methods = parsePaymentMethods(out.link.payment_method)
      return { link: out.link, methods, method: defaultPaymentMethod(methods) }
    }),
    restorePayment: assign((_, out: LoadCheckoutOutput) => {
      if (out.resume.kind !== 'record') return {}
      return { payment: paymentFromRecord(out.resume.record), method: out.resume.record.payment_method }
    }),
    restoreTask: assign((_, out: LoadCheckoutOutput) => (out.resume.kind === 'task' ? { taskId: out.resume.task.task_id, method: out.resume.task.payment_method } : {})),
    adoptRecord: assign((_, record: PendingTransaction) => ({ payment: paymentFromRecord(record), method: record.payment_method })),
    selectMethod: assign((_, method: PaymentMethod) => ({ method })),
    storeBilling: assign((_, billing: CustomerForm) => ({ billing, error: null })),
    keyTheAttempt: assign({
      idempotencyKey: ({ context }) => keyAfter(context.idempotencyKey, context.createFailure, context.newKey),
      createFailure: null,
    }),
    rememberCreateFailure: assign((_, createFailure: CallFailure) => ({ createFailure })),
    storeTaskId: assign((_, accepted: Partial<TaskAccepted>) => ({ taskId: accepted.task_id ?? null })),
    setError: assign((_, message: string) => ({ error: message })),
    storePayment: assign(({ context }, output: AsyncTaskOutput) => ({ payment: resultOf(context, output) })),
    restoreOutcome: assign((_, out: LoadCheckoutOutput) => (out.resume.kind === 'outcome' ? { outcome: out.resume.outcome, method: out.resume.outcome.paymentMethod } : {})),
    storeWatchedOutcome: assign(({ context }, output: CryptoStatusOutput) => ({ outcome: watchedOutcome(context.payment!.transaction_id, output) })),
    /** A new intent: nothing of the ended payment is carried over but the customer's billing details and method. */
    startNewIntent: assign({ payment: null, outcome: null, taskId: null, error: null, idempotencyKey: null, createFailure: null }),
    /** Injected: saves the pending record (a failing storage only loses the resume, with a notice). */
    persistTransaction: (_, _record: PendingTransaction) => {},
    /** Injected: remembers the running creation task (reload / second tab keep polling it). */
    persistTask: (_, _task: PendingTask) => {},
    /** Injected: forgets it once the task ended. */
    forgetTask: (_, _params: { linkId: string }) => {},
    /** Injected: the error toast for a checkout opened without any link id. */
    notifyLinkIdRequired: () => {},
    /** Injected: puts the transaction id into the URL (replace, no new history entry). */
    rememberTransactionInUrl: (_, _params: { linkId: string; transactionId: string }) => {},
    /** Injected: takes the ended transaction's id out of the URL (replace) when a new payment starts. */
    forgetTransactionInUrl: (_, _params: { linkId: string }) => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    linkId: isPlausibleId(input.linkId) ? input.linkId : null,
    linkIdMissing: !input.linkId,
    transactionId: isPlausibleId(input.transactionId) ? input.transactionId : null,
    link: null,
    methods: [],
    method: null,
    billing: null,
    taskId: null,
    payment: null,
    error: null,
    outcome: null,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
    idempotencyKey: null,
    createFailure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'linkIdMissing', target: 'invalidLink', actions: 'notifyLinkIdRequired' },
        { guard: 'linkIdInvalid', target: 'invalidLink' },
        { target: 'loading' },
      ],
    },
    invalidLink: {},
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ linkId: context.linkId!, transactionId: context.transactionId }),
        onDone: [
          // An ended payment is shown whatever has become of its link since.
          {
            guard: { type: 'resumeCompleted', params: ({ event }) => event.output },
            target: 'outcome.completed',
            actions: [{ type: 'storeLink', params: ({ event }) => event.output }, { type: 'restoreOutcome', params: ({ event }) => event.output }],
          },
          {
            guard: { type: 'resumeFailed', params: ({ event }) => event.output },
            target: 'outcome.failed',
            actions: [{ type: 'storeLink', params: ({ event }) => event.output }, { type: 'restoreOutcome', params: ({ event }) => event.output }],
          },
          { guard: { type: 'linkUnavailable', params: ({ event }) => event.output }, target: 'notFound' },
          {
            guard: { type: 'resumeExpired', params: ({ event }) => event.output },
            target: 'failure',
            actions: [{ type: 'storeLink', params: ({ event }) => event.output }, { type: 'setError', params: MESSAGES.sessionExpired }],
          },
          {
            guard: { type: 'resumeRecord', params: ({ event }) => event.output },
            target: 'payment',
            actions: [{ type: 'storeLink', params: ({ event }) => event.output }, { type: 'restorePayment', params: ({ event }) => event.output }],
          },
          {
            guard: { type: 'resumeTask', params: ({ event }) => event.output },
            target: 'processing',
            actions: [{ type: 'storeLink', params: ({ event }) => event.output }, { type: 'restoreTask', params: ({ event }) => event.output }],
          },
          { target: 'billing', actions: { type: 'storeLink', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => (event.error && typeof event.error === 'object' ? (event.error as { status?: unknown }) : null) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => errorMessage(event.error, 'Unable to load the payment link.') } },
        ],
      },
    },
    notFound: {},
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    billing: {
      invoke: { id: 'watchStoredTransaction', src: 'watchStoredTransaction', input: ({ context }) => ({ linkId: context.linkId! }) },
      on: {
        SELECT_METHOD: { guard: { type: 'methodAvailable', params: ({ event }) => event.method }, actions: { type: 'selectMethod', params: ({ event }) => event.method } },
        SUBMIT: { guard: 'hasMethod', target: 'creating', actions: { type: 'storeBilling', params: ({ event }) => event.billing } },
        STORED_TRANSACTION: { guard: { type: 'recordForThisLink', params: ({ event }) => event.record }, target: 'payment', actions: { type: 'adoptRecord', params: ({ event }) => event.record } },
      },
    },
    creating: {
      tags: ['busy'],
      entry: 'keyTheAttempt',
      invoke: {
        id: 'createTransaction',
        src: 'createTransaction',
        input: ({ context }) => ({ payload: buildTransactionPayload(context.linkId!, context.billing!, context.method!), idempotencyKey: context.idempotencyKey! }),
        onDone: [
          {
            guard: { type: 'hasTaskId', params: ({ event }) => event.output },
            target: 'processing',
            actions: [
              { type: 'storeTaskId', params: ({ event }) => event.output },
              { type: 'persistTask', params: ({ context }) => ({ payment_link_id: context.linkId!, task_id: context.taskId!, payment_method: context.method!, timestamp: Date.now() }) },
            ],
          },
          { target: 'failure', actions: { type: 'setError', params: MESSAGES.createFailed } },
        ],
        onError: {
          target: 'failure',
          actions: [{ type: 'setError', params: ({ event }) => errorMessage(event.error, MESSAGES.createFailed) }, { type: 'rememberCreateFailure', params: ({ event }) => callFailure(event.error) }],
        },
      },
    },
    processing: {
      tags: ['busy'],
      // Once the task ended (whatever the outcome) a reload must not poll it again.
      exit: { type: 'forgetTask', params: ({ context }) => ({ linkId: context.linkId! }) },
      invoke: {
        id: 'task',
        src: 'pollTask',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: [
          {
            guard: { type: 'taskFailed', params: ({ event }) => event.output },
            target: 'failure',
            actions: { type: 'setError', params: ({ event }) => errorMessage({ message: event.output.ok ? '' : event.output.error }, MESSAGES.creationFailed) },
          },
          { guard: { type: 'resultUnusable', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: MESSAGES.creationFailed } },
          { guard: { type: 'cryptoWithoutWallet', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: MESSAGES.noWalletData } },
          { guard: { type: 'cardWithoutUrl', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: MESSAGES.noPaymentUrl } },
          {
            target: 'payment',
            actions: [
              { type: 'storePayment', params: ({ event }) => event.output },
              {
                type: 'persistTransaction',
                params: ({ context }) => {
                  const p = context.payment!
                  return { ...p, status: 'PENDING', payment_link_id: context.linkId!, timestamp: Date.now() }
                },
              },
              { type: 'rememberTransactionInUrl', params: ({ context }) => ({ linkId: context.linkId!, transactionId: context.payment!.transaction_id }) },
            ],
          },
        ],
        onError: { target: 'failure', actions: { type: 'setError', params: ({ event }) => errorMessage(event.error, MESSAGES.creationFailed) } },
      },
    },
    failure: {
      on: { RETRY: { guard: 'createAnswerLost', target: 'creating' } },
    },
    payment: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'cryptoReady', target: 'crypto' }, { guard: 'cardReady', target: 'card' }, { target: 'unavailable' }],
        },
        crypto: {
          initial: 'waiting',
          states: {
            waiting: {
              invoke: {
                id: 'cryptoStatus',
                src: 'watchCryptoStatus',
                input: ({ context }) => ({ transactionId: context.payment!.transaction_id }),
                onDone: [
                  { guard: { type: 'paid', params: ({ event }) => event.output }, target: '#checkout.outcome.completed', actions: { type: 'storeWatchedOutcome', params: ({ event }) => event.output } },
                  { target: '#checkout.outcome.failed', actions: { type: 'storeWatchedOutcome', params: ({ event }) => event.output } },
                ],
              },
            },
          },
        },
        card: {},
        unavailable: {},
      },
    },
    // Final for this transaction: no payment instructions, and a reload comes back here (the URL keeps its id).
    outcome: {
      // Never entered as such: loading and the crypto watch target its two states.
      initial: 'completed',
      entry: { type: 'rememberTransactionInUrl', params: ({ context }) => ({ linkId: context.linkId!, transactionId: context.outcome!.transactionId }) },
      states: {
        completed: {},
        failed: {
          on: {
            START_NEW: { guard: 'linkPayable', target: '#checkout.billing', actions: ['startNewIntent', { type: 'forgetTransactionInUrl', params: ({ context }) => ({ linkId: context.linkId! }) }] },
          },
        },
      },
    },
  },
})

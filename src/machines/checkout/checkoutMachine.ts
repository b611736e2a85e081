import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { asyncTaskMachine, type AsyncTaskOutput } from '../shared/asyncTaskMachine'
import { cryptoStatusMachine, type CryptoStatusOutput } from './cryptoStatusMachine'
import { buildTransactionPayload, parsePaymentMethods, type PaymentMethod } from '../../domain/paymentMethods'
import {
  cardReady,
  cardWithoutUrl,
  CHECKOUT_MESSAGES,
  cryptoReady,
  cryptoWithoutWallet,
  errorMessage,
  isPayable,
  linkMethods,
  parseTransactionResult,
  paymentFromRecord,
  watchedOutcome,
} from '../../domain/checkoutPayment'
import type { PendingTask, PendingTransaction } from './pendingTransactionStore'
import { initialCheckoutContext, type CheckoutContext, type CheckoutEvent, type CheckoutInput, type CreateTransactionInput, type LoadCheckoutOutput, type TaskAccepted } from './checkoutContext'
import { answerMaybeLost, callFailure, keyAfter, type CallFailure } from '../../domain/idempotency'
import type { CustomerForm } from '../../domain/customerForm'

/**
 * The public payment-link checkout (SPEC §2 "Public payment-link checkout", §3, §4, §8):
 * invalid link → loading → not found | billing form → creating → processing (task progress)
 * → failure | payment screen (crypto: waiting; card; payment error) → outcome (completed: the receipt;
 * failed: a new payment may be started). An ended payment is final (issue 19): opened again (the URL's
 * transaction id or the stored record) the server's word leads straight to its outcome, and an outcome
 * never shows payment instructions again.
 * The creation carries an Idempotency-Key: when its answer is lost (a network error or a 5xx), Try
 * Again (RETRY from failure) sends the same request with the same key, so the server answers with
 * the task it already started instead of starting a second transaction.
 */

/** The loaded link and resume lookup, as the loading's guards and actions take it. */
const loaded = ({ event }: { event: { output: LoadCheckoutOutput } }) => event.output
const resultOf = (context: CheckoutContext, output: AsyncTaskOutput) => (output.ok ? parseTransactionResult(output.result, context.method) : null)

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Injected: GET the payment link (and the resume lookup). Rejects with `{ status: 404 }` when unknown. */
    loadCheckout: fromPromise<LoadCheckoutOutput, { linkId: string; transactionId: string | null }>(() => Promise.reject(new Error('loadCheckout must be provided'))),
    /** Injected: POST the creation payload; resolves with the 202 body. */
    createTransaction: fromPromise<Partial<TaskAccepted>, CreateTransactionInput>(() => Promise.reject(new Error('createTransaction must be provided'))),
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
    cryptoWithoutWallet: ({ context }, output: AsyncTaskOutput) => cryptoWithoutWallet(resultOf(context, output)),
    cardWithoutUrl: ({ context }, output: AsyncTaskOutput) => cardWithoutUrl(resultOf(context, output)),
    cryptoReady: ({ context }) => cryptoReady(context.payment),
    cardReady: ({ context }) => cardReady(context.payment),
    paid: (_, output: CryptoStatusOutput | undefined) => output?.outcome === 'completed',
  },
  actions: {
    storeLink: assign((_, out: LoadCheckoutOutput) => ({ link: out.link, ...linkMethods(out.link) })),
    restorePayment: assign((_, out: LoadCheckoutOutput) => (out.resume.kind === 'record' ? { payment: paymentFromRecord(out.resume.record), method: out.resume.record.payment_method } : {})),
    restoreTask: assign((_, out: LoadCheckoutOutput) => (out.resume.kind === 'task' ? { taskId: out.resume.task.task_id, method: out.resume.task.payment_method } : {})),
    adoptRecord: assign((_, record: PendingTransaction) => ({ payment: paymentFromRecord(record), method: record.payment_method })),
    selectMethod: assign((_, method: PaymentMethod) => ({ method })),
    storeBilling: assign((_, billing: CustomerForm) => ({ billing, error: null })),
    keyTheAttempt: assign({ idempotencyKey: ({ context }) => keyAfter(context.idempotencyKey, context.createFailure, context.newKey), createFailure: null }),
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
  context: ({ input }) => initialCheckoutContext(input),
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
          { guard: { type: 'resumeCompleted', params: loaded }, target: 'outcome.completed', actions: [{ type: 'storeLink', params: loaded }, { type: 'restoreOutcome', params: loaded }] },
          { guard: { type: 'resumeFailed', params: loaded }, target: 'outcome.failed', actions: [{ type: 'storeLink', params: loaded }, { type: 'restoreOutcome', params: loaded }] },
          { guard: { type: 'linkUnavailable', params: loaded }, target: 'notFound' },
          { guard: { type: 'resumeExpired', params: loaded }, target: 'failure', actions: [{ type: 'storeLink', params: loaded }, { type: 'setError', params: CHECKOUT_MESSAGES.sessionExpired }] },
          { guard: { type: 'resumeRecord', params: loaded }, target: 'payment', actions: [{ type: 'storeLink', params: loaded }, { type: 'restorePayment', params: loaded }] },
          { guard: { type: 'resumeTask', params: loaded }, target: 'processing', actions: [{ type: 'storeLink', params: loaded }, { type: 'restoreTask', params: loaded }] },
          { target: 'billing', actions: { type: 'storeLink', params: loaded } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => (event.error && typeof event.error === 'object' ? (event.error as { status?: unknown }) : null) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => errorMessage(event.error, CHECKOUT_MESSAGES.loadFailed) } },
        ],
      },
    },
    notFound: {},
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
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
          { target: 'failure', actions: { type: 'setError', params: CHECKOUT_MESSAGES.createFailed } },
        ],
        onError: {
          target: 'failure',
          actions: [{ type: 'setError', params: ({ event }) => errorMessage(event.error, CHECKOUT_MESSAGES.createFailed) }, { type: 'rememberCreateFailure', params: ({ event }) => callFailure(event.error) }],
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
            actions: { type: 'setError', params: ({ event }) => errorMessage({ message: event.output.ok ? '' : event.output.error }, CHECKOUT_MESSAGES.creationFailed) },
          },
          { guard: { type: 'resultUnusable', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: CHECKOUT_MESSAGES.creationFailed } },
          { guard: { type: 'cryptoWithoutWallet', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: CHECKOUT_MESSAGES.noWalletData } },
          { guard: { type: 'cardWithoutUrl', params: ({ event }) => event.output }, target: 'failure', actions: { type: 'setError', params: CHECKOUT_MESSAGES.noPaymentUrl } },
          {
            target: 'payment',
            actions: [
              { type: 'storePayment', params: ({ event }) => event.output },
              { type: 'persistTransaction', params: ({ context }) => ({ ...context.payment!, status: 'PENDING', payment_link_id: context.linkId!, timestamp: Date.now() }) },
              { type: 'rememberTransactionInUrl', params: ({ context }) => ({ linkId: context.linkId!, transactionId: context.payment!.transaction_id }) },
            ],
          },
        ],
        onError: { target: 'failure', actions: { type: 'setError', params: ({ event }) => errorMessage(event.error, CHECKOUT_MESSAGES.creationFailed) } },
      },
    },
    failure: { on: { RETRY: { guard: 'createAnswerLost', target: 'creating' } } },
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

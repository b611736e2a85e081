/**
 * The checkout flow's wiring: the one module where its machines (checkout, async task, crypto status, a returned
 * payment's outcome) meet src/api and the browser (the pending-transaction store, storage, visibility and connection
 * events). The /payment-link page starts the machine `createCheckoutMachine` returns, the /process-payment pages the
 * one `createTransactionOutcomeMachine` returns.
 */
import { fromCallback } from 'xstate'
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import type { Notifier } from '../shared/notifier'
import { asyncTaskMachine, type FetchTaskStatusInput, type TaskStatusReport } from '../shared/asyncTaskMachine'
import { CHECKOUT_MESSAGES } from '../../domain/checkoutPayment'
import { checkoutEn } from '../../i18n/messages/checkout.en'
import { checkoutMachine } from './checkoutMachine'
import type { CheckoutEvent, CreateTransactionInput, LoadCheckoutOutput, TaskAccepted } from './checkoutContext'
import { cryptoStatusMachine, PAYMENT_COMPLETED_TOAST, PAYMENT_FAILED_TOAST, type TransactionStatusReport } from './cryptoStatusMachine'
import { createPendingTransactionStore, parsePendingTransaction, PENDING_TRANSACTION_PREFIX, type PendingTransactionStore, type ResumeLookup } from './pendingTransactionStore'
import { paymentOutcome, type StatusAnswer } from '../../domain/paymentOutcome'
import { createPaymentLinkTransaction, fetchPaymentLink, fetchTransactionStatus, fetchTransactionTaskStatus, type PaymentLink } from '../../api/checkout'
import { isPlausibleId } from '../../domain/checkoutSearch'
import { ApiError } from '../../api/apiError'
import { transactionOutcomeMachine, type TransactionOutcomeInput } from './transactionOutcomeMachine'

/** Tells the customer the resume is lost (storage full or disabled); the payment goes on. */
export const RESUME_UNAVAILABLE_NOTICE = checkoutEn.resumeUnavailable

export interface CheckoutDeps {
  notify: Notifier
  /** Puts the transaction id into the URL, or takes it out (undefined) (the route navigates with replace). */
  onTransactionId: (linkId: string, transactionId: string | undefined) => void
  store?: PendingTransactionStore
  log?: (message: string, error: unknown) => void
}

/** How long an early answer stays good for the checkout that takes it over (a render away, normally). */
export const EARLY_LINK_TTL_MS = 10_000

// Payment links requested before the checkout's machine started (the page's module), by link id.
const earlyPaymentLinks = new Map<string, { request: Promise<PaymentLink>; settledAt: number | null }>()

/**
 * Starts loading a payment link as soon as the page knows it (the checkout page's module, before React renders),
 * in parallel with the checkout's first render rather than after it. The checkout that
 * then loads this link takes this request over instead of sending another: every load started before it
 * settled (StrictMode starts the actor twice) or up to EARLY_LINK_TTL_MS after, none later (a Retry, or
 * coming back to the page, asks the server again).
 */
export function preloadPaymentLink(linkId: string): void {
  if (!isPlausibleId(linkId) || earlyPaymentLinks.has(linkId)) return
  const early = { request: fetchPaymentLink(linkId), settledAt: null as number | null }
  const settle = () => void (early.settledAt = Date.now())
  // A failure shows to whoever takes the request over, not as an unhandled rejection.
  early.request.then(settle, settle)
  earlyPaymentLinks.set(linkId, early)
}

/** Drops every early request: a page (or a test's path) that starts over must ask the server again. */
export function forgetEarlyPaymentLinks(): void {
  earlyPaymentLinks.clear()
}

function takePaymentLink(linkId: string, signal: AbortSignal): Promise<PaymentLink> {
  const early = earlyPaymentLinks.get(linkId)
  if (early?.settledAt != null && Date.now() - early.settledAt > EARLY_LINK_TTL_MS) earlyPaymentLinks.delete(linkId)
  else if (early) {
    const forget = () => void earlyPaymentLinks.delete(linkId)
    early.request.then(forget, forget)
    return abortable(early.request, signal)
  }
  return fetchPaymentLink(linkId, signal)
}

/** A shared request seen through one taker's signal: an abort rejects for that taker only, as its own fetch would. */
function abortable<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * What a checkout opened for `linkId` (and maybe the URL's `transactionId`) resumes. The browser's record says
 * which transaction, the server says how it stands: an ended one shows its outcome whatever the record's age
 * (or with no record at all); a pending one resumes from a live record, else its session has expired (SPEC §8).
 * When the server cannot be asked, a live record is resumed (its status watch asks again); without one the load
 * fails with Try Again, never "expired": that would invite a second payment.
 */
export async function lookupResume(store: PendingTransactionStore, linkId: string, transactionId: string | null, signal: AbortSignal): Promise<ResumeLookup> {
  const local = store.lookup(linkId, transactionId)
  const id = transactionId ?? (local.kind === 'record' ? local.record.transaction_id : null)
  if (!id) return local
  let answer
  try {
    answer = await fetchTransactionStatus(id, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // Do not trust a stored record the server does not know; a tampered one was already ignored (none).
      store.remove(id)
      return local.kind === 'record' && transactionId ? { kind: 'expired' } : local.kind === 'expired' ? local : { kind: 'none' }
    }
    if (local.kind === 'record' && error instanceof ApiError) return local
    throw error
  }
  if (answer.payment_link_id && answer.payment_link_id !== linkId) return { kind: 'none' }
  const outcome = paymentOutcome(id, answer)
  if (outcome) {
    store.remove(id)
    return { kind: 'outcome', outcome }
  }
  // Still waiting: a live record resumes; the URL's id without one has expired; a tampered record was ignored.
  return local
}

/** The async-task machine with the transaction-task status fetch (the subscription flow provides its own). */
export const transactionTaskMachine = asyncTaskMachine.provide({
  actors: {
    fetchTaskStatus: fromAbortablePromise<TaskStatusReport, FetchTaskStatusInput>(({ input, signal }) => fetchTransactionTaskStatus(input.taskId, signal)),
  },
})

/** The checkout machine with its real side effects. */
export function createCheckoutMachine({ notify, onTransactionId, store = createPendingTransactionStore(), log = (m, e) => console.warn(m, e) }: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      loadCheckout: fromAbortablePromise<LoadCheckoutOutput, { linkId: string; transactionId: string | null }>(async ({ input, signal }) => {
        const link = await takePaymentLink(input.linkId, signal)
        // After the link, not beside it: the lookup tidies the storage, which a start that was stopped meanwhile
        // (StrictMode's first) must not do for the one that goes on.
        return { link, resume: await lookupResume(store, input.linkId, input.transactionId, signal) }
      }),
      createTransaction: fromAbortablePromise<Partial<TaskAccepted>, CreateTransactionInput>(({ input, signal }) => createPaymentLinkTransaction(input.payload, input.idempotencyKey, signal)),
      pollTask: transactionTaskMachine,
      watchCryptoStatus: cryptoStatusMachine.provide({
        actors: {
          fetchTransactionStatus: fromAbortablePromise<TransactionStatusReport, { transactionId: string }>(({ input, signal }) => fetchTransactionStatus(input.transactionId, signal)),
          watchVisibility: fromCallback<{ type: 'RECHECK' }>(({ sendBack }) => {
            const onVisibility = () => {
              if (document.visibilityState === 'visible') sendBack({ type: 'RECHECK' })
            }
            document.addEventListener('visibilitychange', onVisibility)
            return () => document.removeEventListener('visibilitychange', onVisibility)
          }),
        },
        actions: {
          persistStatus: (_, { transactionId, status }) => store.updateStatus(transactionId, status),
          clearRecord: (_, { transactionId }) => store.remove(transactionId),
          notifyCompleted: () => notify.success(PAYMENT_COMPLETED_TOAST),
          notifyFailed: () => notify.error(PAYMENT_FAILED_TOAST),
          logError: (_, error) => log('Payment status check failed', error),
        },
      }),
      // A second tab joins the transaction the first one created for the same link.
      watchStoredTransaction: fromCallback<CheckoutEvent, { linkId: string }>(({ sendBack, input }) => {
        const onStorage = (event: StorageEvent) => {
          if (!event.key?.startsWith(PENDING_TRANSACTION_PREFIX) || !event.newValue) return
          try {
            const record = parsePendingTransaction(JSON.parse(event.newValue))
            if (record && record.payment_link_id === input.linkId) sendBack({ type: 'STORED_TRANSACTION', record })
          } catch {
            // Not ours or malformed: ignored.
          }
        }
        globalThis.addEventListener?.('storage', onStorage)
        return () => globalThis.removeEventListener?.('storage', onStorage)
      }),
    },
    actions: {
      persistTransaction: (_, record) => {
        if (!store.save(record)) notify.info(RESUME_UNAVAILABLE_NOTICE)
      },
      rememberTransactionInUrl: (_, { linkId, transactionId }) => onTransactionId(linkId, transactionId),
      forgetTransactionInUrl: (_, { linkId }) => onTransactionId(linkId, undefined),
      notifyLinkIdRequired: () => notify.error(CHECKOUT_MESSAGES.linkIdRequired),
      persistTask: (_, task) => void store.saveTask(task),
      forgetTask: (_, { linkId }) => store.removeTask(linkId),
    },
  })
}

/**
 * The outcome of a transaction the customer returned to (/process-payment): the machine with its real calls, the
 * browser's connection events and the store; `input` adds the link of this browser's record of the transaction.
 */
export function createTransactionOutcomeMachine({ store = createPendingTransactionStore() }: { store?: PendingTransactionStore } = {}) {
  const machine = transactionOutcomeMachine.provide({
    actors: {
      fetchTransactionStatus: fromAbortablePromise<StatusAnswer, { transactionId: string }>(({ input, signal }) => fetchTransactionStatus(input.transactionId, signal)),
      fetchPaymentLink: fromAbortablePromise<PaymentLink, { linkId: string }>(({ input, signal }) => fetchPaymentLink(input.linkId, signal)),
      watchConnection: fromCallback<{ type: 'ONLINE' }>(({ sendBack }) => {
        const onOnline = () => sendBack({ type: 'ONLINE' })
        globalThis.addEventListener?.('online', onOnline)
        return () => globalThis.removeEventListener?.('online', onOnline)
      }),
    },
    actions: {
      clearRecord: (_, { transactionId }) => store.remove(transactionId),
    },
  })
  const input = (transactionId: string, linkId: string | null): TransactionOutcomeInput => ({ transactionId, linkId, storedLinkId: store.get(transactionId)?.payment_link_id ?? null })
  return { machine, input }
}

import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { checkoutEn } from '../../i18n/messages/checkout.en'
import { classifyPaymentStatus } from '../../domain/transactionStatus'

/**
 * Watches a crypto transaction (SPEC §4, §7): checks `GET /transaction/status/{id}` at once and
 * then every 30 s while it is waiting (also with the tab in the background), compares the status
 * case-insensitively, swallows errors (only logged) and keeps polling. On done: the success toast
 * and the stored record is cleared; on failed: the error toast and the record is cleared; the
 * stored record's status is updated on each poll. Stopping the actor (leaving the page) aborts
 * the request in flight and cancels the timer. When the customer comes back to the tab (often
 * from a wallet app) it checks at once instead of waiting for the next 30 s tick.
 */

export const STATUS_POLL_INTERVAL_MS = 30_000
export const PAYMENT_COMPLETED_TOAST = checkoutEn.completedToast
export const PAYMENT_FAILED_TOAST = checkoutEn.failedToast

export interface CryptoStatusInput {
  transactionId: string
}

export interface CryptoStatusContext {
  transactionId: string
  status: string | null
  /** The last answer, for the receipt. */
  report: TransactionStatusReport | null
  checks: number
}

/** The status call's answer (the outcome and the receipt's facts); the status as any text, since unknown ones keep waiting. */
export type TransactionStatusReport = Omit<components['schemas']['TransactionStatusResponse'], 'status'> & { status: string }

/** How the watch ended, with the last answer (the receipt's facts). */
export interface CryptoStatusOutput {
  outcome: 'completed' | 'failed'
  report: TransactionStatusReport | null
}

export const cryptoStatusMachine = setup({
  types: {
    context: {} as CryptoStatusContext,
    input: {} as CryptoStatusInput,
    output: {} as CryptoStatusOutput,
    events: {} as { type: 'RECHECK' },
  },
  actors: {
    /** Injected: GET /transaction/status/{id}; must honour `signal`. */
    fetchTransactionStatus: fromPromise<TransactionStatusReport, { transactionId: string }>(async () => {
      throw new Error('fetchTransactionStatus must be provided')
    }),
    /** Injected: sends RECHECK when the page becomes visible again. */
    watchVisibility: fromCallback<{ type: 'RECHECK' }>(() => () => {}),
  },
  delays: {
    statusPollInterval: STATUS_POLL_INTERVAL_MS,
  },
  guards: {
    isCompleted: (_, report: TransactionStatusReport) => classifyPaymentStatus(report?.status) === 'completed',
    isFailed: (_, report: TransactionStatusReport) => classifyPaymentStatus(report?.status) === 'failed',
  },
  actions: {
    recordStatus: assign((_, report: TransactionStatusReport) => ({ status: String(report?.status ?? ''), report })),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    /** Injected: write the status into the stored pending record. */
    persistStatus: (_, _params: { transactionId: string; status: string }) => {},
    /** Injected: clear the stored pending record. */
    clearRecord: (_, _params: { transactionId: string }) => {},
    /** Injected: toasts. */
    notifyCompleted: () => {},
    notifyFailed: () => {},
    /** Injected: status check failures are only logged. */
    logError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'cryptoStatus',
  context: ({ input }) => ({ transactionId: input.transactionId, status: null, report: null, checks: 0 }),
  initial: 'checking',
  states: {
    checking: {
      entry: 'countCheck',
      invoke: {
        id: 'fetchTransactionStatus',
        src: 'fetchTransactionStatus',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: { type: 'isCompleted', params: ({ event }) => event.output },
            target: 'completed',
            actions: [{ type: 'recordStatus', params: ({ event }) => event.output }, { type: 'clearRecord', params: ({ context }) => ({ transactionId: context.transactionId }) }, 'notifyCompleted'],
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: [{ type: 'recordStatus', params: ({ event }) => event.output }, { type: 'clearRecord', params: ({ context }) => ({ transactionId: context.transactionId }) }, 'notifyFailed'],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'recordStatus', params: ({ event }) => event.output },
              { type: 'persistStatus', params: ({ context }) => ({ transactionId: context.transactionId, status: context.status ?? '' }) },
            ],
          },
        ],
        onError: { target: 'waiting', actions: { type: 'logError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    waiting: {
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      after: { statusPollInterval: 'checking' },
      on: { RECHECK: 'checking' },
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: classifyPaymentStatus(context.status) === 'completed' ? 'completed' : 'failed', report: context.report }),
})

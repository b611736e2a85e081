import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { isPlausibleId } from '../../domain/checkoutSearch'
import { PAYMENT_STATUS_CHECK_FAILED } from '../../domain/failureMessages'
import { classifyPaymentStatus } from '../../domain/transactionStatus'
import type { StatusAnswer } from '../../domain/paymentOutcome'

/**
 * The outcome of a transaction the customer came back to (the card provider sends them to /process-payment):
 * `GET /transaction/status/{id}` at once, again every 5 s while the provider has not confirmed (also with the tab
 * in the background), and at once when the browser is back online; a final status clears the browser's record of
 * the payment. SPEC §9's checkout rules: nothing is asked again on focus, and a failed check is not retried by
 * itself (Try Again, or the connection coming back). A 404 means there is no such payment.
 * Beside it, the payment link (the URL's, else the one the status names, else the browser's record's) is read
 * once, for the receipt's name and the way back to the shop; without it the outcome still shows.
 */

/** While the provider has not confirmed yet, look again every 5 s. */
export const OUTCOME_REFRESH_MS = 5000

type PaymentLink = components['schemas']['PaymentLink']

export interface TransactionOutcomeInput {
  transactionId: string
  /** The URL's payment link id, if any. */
  linkId: string | null
  /** The payment link of this browser's record of the transaction, if any. */
  storedLinkId: string | null
}

/** A failed check: its message and, when the server answered, its HTTP status. */
export interface CheckFailure {
  message: string
  status?: number
}

export interface TransactionOutcomeContext extends TransactionOutcomeInput {
  answer: StatusAnswer | null
  error: CheckFailure | null
  link: PaymentLink | null
}

export type TransactionOutcomeEvent = { type: 'RETRY' } | { type: 'ONLINE' }

const failureOf = (error: unknown): CheckFailure => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown }
  return { message: typeof message === 'string' ? message : PAYMENT_STATUS_CHECK_FAILED, ...(typeof status === 'number' ? { status } : {}) }
}

/** Which link the receipt names: the URL's at once; else, once the server has answered, the one it names or the record's. */
export function receiptLinkId(context: Pick<TransactionOutcomeContext, 'linkId' | 'storedLinkId' | 'answer'>): string | null {
  if (isPlausibleId(context.linkId)) return context.linkId
  if (!context.answer) return null
  return [context.answer.payment_link_id, context.storedLinkId].find(isPlausibleId) ?? null
}

export const transactionOutcomeMachine = setup({
  types: {
    context: {} as TransactionOutcomeContext,
    input: {} as TransactionOutcomeInput,
    events: {} as TransactionOutcomeEvent,
  },
  actors: {
    /** Injected: GET /transaction/status/{id}; must honour `signal`. */
    fetchTransactionStatus: fromPromise<StatusAnswer, { transactionId: string }>(async () => {
      throw new Error('fetchTransactionStatus must be provided')
    }),
    /** Injected: GET /transaction/payment-link/{id}; must honour `signal`. */
    fetchPaymentLink: fromPromise<PaymentLink, { linkId: string }>(async () => {
      throw new Error('fetchPaymentLink must be provided')
    }),
    /** Injected: sends ONLINE when the browser's connection comes back. */
    watchConnection: fromCallback<{ type: 'ONLINE' }>(() => () => {}),
  },
  delays: {
    outcomeRefresh: OUTCOME_REFRESH_MS,
  },
  guards: {
    isFinal: (_, answer: StatusAnswer) => classifyPaymentStatus(answer.status) !== 'waiting',
    isNotFound: (_, error: unknown) => failureOf(error).status === 404,
    knowsLink: ({ context }) => receiptLinkId(context) !== null,
  },
  actions: {
    recordAnswer: assign((_, answer: StatusAnswer) => ({ answer, error: null })),
    recordFailure: assign((_, error: unknown) => ({ error: failureOf(error) })),
    recordLink: assign((_, link: PaymentLink) => ({ link })),
    /** Injected: remove this browser's record of the transaction (it has ended). */
    clearRecord: (_, _params: { transactionId: string }) => {},
  },
}).createMachine({
  id: 'transactionOutcome',
  context: ({ input }) => ({ ...input, answer: null, error: null, link: null }),
  type: 'parallel',
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  states: {
    status: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'fetchTransactionStatus',
            src: 'fetchTransactionStatus',
            input: ({ context }) => ({ transactionId: context.transactionId }),
            onDone: [
              {
                guard: { type: 'isFinal', params: ({ event }) => event.output },
                target: 'ended',
                actions: [{ type: 'recordAnswer', params: ({ event }) => event.output }, { type: 'clearRecord', params: ({ context }) => ({ transactionId: context.transactionId }) }],
              },
              { target: 'waiting', actions: { type: 'recordAnswer', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'notFound', actions: { type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              { target: 'unavailable', actions: { type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
            ],
          },
        },
        waiting: {
          after: { outcomeRefresh: 'checking' },
          on: { ONLINE: 'checking' },
        },
        unavailable: {
          on: { RETRY: 'checking', ONLINE: 'checking' },
        },
        ended: {},
        notFound: {},
      },
    },
    link: {
      initial: 'unknown',
      states: {
        unknown: {
          always: { guard: 'knowsLink', target: 'loading' },
        },
        loading: {
          invoke: {
            id: 'fetchPaymentLink',
            src: 'fetchPaymentLink',
            input: ({ context }) => ({ linkId: receiptLinkId(context)! }),
            onDone: { target: 'loaded', actions: { type: 'recordLink', params: ({ event }) => event.output } },
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {
          on: { ONLINE: 'loading' },
        },
      },
    },
  },
})

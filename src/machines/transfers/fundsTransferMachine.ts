import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { TRANSFER_FUNDS_FAILED } from '../../domain/failureMessages'
import { keyForAttempt } from '../../domain/idempotency'
import type { TransferValues } from '../../domain/fundsTransfer'
import { CONNECTION_LOST_MESSAGE, transferFailure } from './transferFailure'

type S = components['schemas']

/** The wallet picked to pay out from, as the staff lookup returns it. */
export type SelectedWallet = S['AdminWallet']

export interface FundsTransferInput {
  /** A fresh Idempotency-Key (UUID v4); injected so that tests are deterministic. */
  newKey: () => string
  /** The wallet picked to pay out from (the screen starts one actor per wallet), or null before one is picked. */
  walletId: string | null
}

export interface FundsTransferContext extends FundsTransferInput {
  /** The picked wallet as last read (watchWallet), with its balance; null until read, or when there is none. */
  wallet: SelectedWallet | null
  /** A submit came with no wallet to pay out from. */
  walletMissing: boolean
  /** The body being confirmed or sent. */
  request: S['FundsTransferCreate'] | null
  /** The key of the current intent and the body it was sent with: reused only for that same body. */
  idempotencyKey: string | null
  keyRequest: string | null
  /** The last failure's HTTP status (undefined: no answer came back). */
  lastFailureStatus: number | undefined
  failure: string | null
  /** The transfer the last confirmation made. */
  transfer: S['TransferEnvelope'] | null
}

export type FundsTransferEvent =
  | { type: 'WALLET'; wallet: SelectedWallet | null }
  | { type: 'SUBMIT'; value: TransferValues }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }

export interface TransferFundsInput {
  body: S['FundsTransferCreate']
  idempotencyKey: string
}

/** Said after a lost answer: the retry resends the same key, which the server answers from its record. */
export const LOST_ANSWER_MESSAGE = `${CONNECTION_LOST_MESSAGE} Retrying is safe: the same request is sent again and cannot pay out twice.`

/** A new intent: no request, key or failure carried over from the last one. */
const NEW_INTENT = {
  walletMissing: false,
  request: null,
  idempotencyKey: null,
  keyRequest: null,
  lastFailureStatus: undefined,
  failure: null,
} satisfies Partial<FundsTransferContext>

/**
 * A staff payout (designed here, /funds-transfer): the form (editing; done shows the last transfer
 * over a new form) → confirming → submitting → form.done | failed, and retry. The form sends its
 * parsed value (src/domain/fundsTransfer.ts's schema); the wallet and its balance come from
 * watchWallet, which reads them from the query cache and sends WALLET on every change. One transfer per
 * confirmation: CONFIRM is taken once, and the Idempotency-Key of the intent is kept in context and
 * resent when the same request is retried after a lost answer or a 5xx; a 4xx or a changed request
 * gets a new key.
 */
export const fundsTransferMachine = setup({
  types: {
    context: {} as FundsTransferContext,
    events: {} as FundsTransferEvent,
    input: {} as FundsTransferInput,
  },
  actors: {
    /** Sends WALLET with the picked wallet as read now and after every re-read (null when there is none). */
    watchWallet: fromCallback<FundsTransferEvent, { walletId: string | null }>(() => {}),
    transferFunds: fromPromise<S['TransferEnvelope'], TransferFundsInput>(() => Promise.reject(new Error('transferFunds not provided'))),
  },
  actions: {
    /** Toast the server's confirmation. */
    notifySuccess: (_, _params: { message: string }) => {},
    /** The wallet's balance and the transfer list are re-read. */
    transferred: (_, _params: { walletId: string }) => {},
  },
  guards: {
    hasWallet: ({ context }) => context.wallet !== null,
  },
}).createMachine({
  id: 'fundsTransfer',
  context: ({ input }) => ({ ...input, ...NEW_INTENT, wallet: null, transfer: null }),
  invoke: { src: 'watchWallet', input: ({ context }) => ({ walletId: context.walletId }) },
  // A refreshed balance is taken in every state (the server checks the amount against it again).
  on: {
    WALLET: { actions: assign({ wallet: ({ event }) => event.wallet }) },
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        SUBMIT: [
          { guard: 'hasWallet', target: 'confirming', actions: assign(({ context, event }) => ({ walletMissing: false, request: { wallet_id: context.wallet!.wallet_id, ...event.value } })) },
          { target: '.editing', actions: assign({ walletMissing: true }) },
        ],
      },
      states: {
        editing: {},
        /** The transfer was made: the form is new again, the last transfer shows above it. */
        done: {
          entry: [
            { type: 'notifySuccess', params: ({ context }) => ({ message: context.transfer?.message ?? 'Funds transferred successfully.' }) },
            { type: 'transferred', params: ({ context }) => ({ walletId: context.transfer?.data.wallet_id ?? '' }) },
          ],
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'submitting',
        CANCEL: 'form.editing',
      },
    },
    submitting: {
      entry: assign(({ context }) => {
        const sent = JSON.stringify(context.request)
        const previous = context.keyRequest === sent ? context.idempotencyKey : null
        return { idempotencyKey: keyForAttempt(previous, context.lastFailureStatus, context.newKey), keyRequest: sent, failure: null }
      }),
      invoke: {
        id: 'transferFunds',
        src: 'transferFunds',
        input: ({ context }) => ({ body: context.request!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'form.done',
          actions: assign(({ event }) => ({ ...NEW_INTENT, transfer: event.output })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const failure = transferFailure(event.error, TRANSFER_FUNDS_FAILED)
            return { lastFailureStatus: failure.status, failure: failure.status === undefined ? LOST_ANSWER_MESSAGE : failure.message }
          }),
        },
      },
    },
    /** The call failed: the confirmation stays open with the reason; Retry sends it again. */
    failed: {
      on: {
        RETRY: 'submitting',
        CANCEL: 'form.editing',
      },
    },
  },
})

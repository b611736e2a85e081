import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { TRANSFER_FUNDS_FAILED } from '../../domain/failureMessages'
import { keyForAttempt } from '../../domain/idempotency'
import { fieldError, transferErrors, transferRequest, type PayoutWallet, type TransferDraft, type TransferErrors, type TransferField } from '../../domain/fundsTransfer'
import { CONNECTION_LOST_MESSAGE, transferFailure } from './transferFailure'

type S = components['schemas']

/** The wallet picked to pay out from, as the staff lookup returns it. */
export type SelectedWallet = S['AdminWallet']

export interface FundsTransferInput {
  /** A fresh Idempotency-Key (UUID v4); injected so that tests are deterministic. */
  newKey: () => string
}

export interface FundsTransferContext extends FundsTransferInput {
  wallet: SelectedWallet | null
  draft: TransferDraft
  errors: TransferErrors
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
  | { type: 'CHANGE'; field: TransferField; value: string }
  | { type: 'BLUR'; field: TransferField }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }

export interface TransferFundsInput {
  body: S['FundsTransferCreate']
  idempotencyKey: string
}


/** Said after a lost answer: the retry resends the same key, which the server answers from its record. */
export const LOST_ANSWER_MESSAGE = `${CONNECTION_LOST_MESSAGE} Retrying is safe: the same request is sent again and cannot pay out twice.`

const EMPTY_DRAFT: TransferDraft = { amount: '', destination: '', note: '' }

/** A new intent: an empty form, and no key or failure carried over from the last one. */
const NEW_INTENT = {
  draft: EMPTY_DRAFT,
  errors: {},
  request: null,
  idempotencyKey: null,
  keyRequest: null,
  lastFailureStatus: undefined,
  failure: null,
} satisfies Partial<FundsTransferContext>

const payoutWallet = (wallet: SelectedWallet | null): PayoutWallet | null => (wallet ? { walletId: wallet.wallet_id, balance: wallet.balance, currency: wallet.currency } : null)

/** A field's error is shown again only when it was already shown (typing fixes an error; it never raises one). */
function recheck(errors: TransferErrors, fields: TransferField[], draft: TransferDraft, wallet: SelectedWallet | null): TransferErrors {
  const next = { ...errors }
  for (const field of fields) {
    if (!next[field]) continue
    const error = fieldError(field, draft, payoutWallet(wallet))
    if (error) next[field] = error
    else delete next[field]
  }
  return next
}

/**
 * A staff payout (designed here, /funds-transfer): the form (editing; done shows the last transfer
 * over a reset form) → confirming → submitting → form.done | failed, and retry. One transfer per
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
    transferFunds: fromPromise<S['TransferEnvelope'], TransferFundsInput>(() => Promise.reject(new Error('transferFunds not provided'))),
  },
  actions: {
    /** Toast the server's confirmation. */
    notifySuccess: (_, _params: { message: string }) => {},
    /** The wallet's balance and the transfer list are re-read. */
    transferred: (_, _params: { walletId: string }) => {},
  },
  guards: {
    isComplete: ({ context }) => Object.keys(transferErrors(context.draft, payoutWallet(context.wallet))).length === 0,
    isSameWallet: ({ context, event }) => event.type === 'WALLET' && !!event.wallet && event.wallet.wallet_id === context.wallet?.wallet_id,
  },
}).createMachine({
  id: 'fundsTransfer',
  context: ({ input }) => ({ ...input, ...NEW_INTENT, wallet: null, transfer: null }),
  // A refreshed balance of the wallet in use is taken in every state (the amount was checked against the old one).
  on: {
    WALLET: { guard: 'isSameWallet', actions: assign({ wallet: ({ event }) => event.wallet }) },
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        WALLET: {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors }
            if (event.wallet) delete errors.wallet
            return { wallet: event.wallet, errors: recheck(errors, ['amount'], context.draft, event.wallet) }
          }),
        },
        CHANGE: {
          target: '.editing',
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, [event.field]: event.value }
            return { draft, errors: recheck(context.errors, [event.field], draft, context.wallet) }
          }),
        },
        BLUR: {
          actions: assign(({ context, event }) => {
            const error = context.draft[event.field].trim() ? fieldError(event.field, context.draft, payoutWallet(context.wallet)) : null
            const errors = { ...context.errors }
            if (error) errors[event.field] = error
            else delete errors[event.field]
            return { errors }
          }),
        },
        SUBMIT: [
          {
            guard: 'isComplete',
            target: 'confirming',
            actions: assign(({ context }) => ({ errors: {}, request: transferRequest(context.draft, payoutWallet(context.wallet)!) })),
          },
          { target: '.editing', actions: assign(({ context }) => ({ errors: transferErrors(context.draft, payoutWallet(context.wallet)) })) },
        ],
      },
      states: {
        editing: {},
        /** The transfer was made: the form is empty again, the last transfer shows above it. */
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

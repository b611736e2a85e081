import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { CANCEL_TRANSFER_FAILED } from '../../domain/failureMessages'
import { isCancellableTransfer } from '../../domain/transferStatus'
import { transferFailure } from './transferFailure'

type Transfer = components['schemas']['Transfer']

export interface CancelTransferContext {
  /** The transfer being confirmed or cancelled (the last one, once done). */
  transfer: Transfer | null
  error: string | null
}

export type CancelTransferEvent = { type: 'REQUEST'; transfer: Transfer } | { type: 'CONFIRM' } | { type: 'DISMISS' }


/**
 * Cancelling a PENDING payout (`POST /api/v1/wallet/transfers/{id}/cancel/`): idle → confirming →
 * cancelling → done | failed. The confirmation restates the transfer; a failure keeps it open with
 * the server's message, and confirming again retries.
 */
export const cancelTransferMachine = setup({
  types: {
    context: {} as CancelTransferContext,
    events: {} as CancelTransferEvent,
  },
  actors: {
    cancelTransfer: fromPromise<Transfer, { id: string }>(() => Promise.reject(new Error('cancelTransfer not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { transfer: Transfer }) => {},
    /** The transfer list and the wallet's balances are re-read (the amount went back to the balance). */
    refresh: () => {},
  },
  guards: {
    isCancellable: ({ event }) => event.type === 'REQUEST' && isCancellableTransfer(event.transfer.status),
  },
}).createMachine({
  id: 'cancelTransfer',
  context: { transfer: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: { guard: 'isCancellable', target: 'confirming', actions: assign({ transfer: ({ event }) => event.transfer, error: null }) } },
    },
    confirming: {
      on: { CONFIRM: 'cancelling', DISMISS: 'idle' },
    },
    cancelling: {
      entry: assign({ error: null }),
      invoke: {
        id: 'cancelTransfer',
        src: 'cancelTransfer',
        input: ({ context }) => ({ id: context.transfer!.id }),
        onDone: { target: 'done', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => transferFailure(event.error, CANCEL_TRANSFER_FAILED).message }) },
      },
    },
    failed: {
      on: { CONFIRM: 'cancelling', DISMISS: 'idle' },
    },
    done: {
      entry: [{ type: 'notifySuccess', params: ({ context }) => ({ transfer: context.transfer! }) }, 'refresh'],
      on: { REQUEST: { guard: 'isCancellable', target: 'confirming', actions: assign({ transfer: ({ event }) => event.transfer, error: null }) } },
    },
  },
})

import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { UPDATE_TRANSFER_STATUS_FAILED } from '../../domain/failureMessages'
import { NOTE_MAX_LENGTH } from '../../domain/fundsTransfer'
import { nextTransferStatuses, type TransferStatus } from '../../domain/transferStatus'
import { transferFailure } from './transferFailure'

type Transfer = components['schemas']['Transfer']

export interface TransferStatusContext {
  transfer: Transfer | null
  /** The new status chosen among the moves the contract allows from the transfer's status. */
  status: TransferStatus | null
  /** Optional; the server keeps it as the transfer's note. */
  reason: string
  error: string | null
}

export type TransferStatusEvent =
  | { type: 'REQUEST'; transfer: Transfer }
  | { type: 'CHOOSE'; status: TransferStatus }
  | { type: 'REASON'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }

export interface UpdateStatusInput {
  id: string
  status: TransferStatus
  reason?: string
}

export const CHOOSE_STATUS_MESSAGE = 'Choose the new status'

/**
 * Moving a payout on (`PATCH /api/v1/wallet/transfers/{id}/update-status/`, staff): idle →
 * confirming (choose among the allowed statuses) → updating → done | failed, and retry.
 */
export const transferStatusMachine = setup({
  types: {
    context: {} as TransferStatusContext,
    events: {} as TransferStatusEvent,
  },
  actors: {
    updateStatus: fromPromise<Transfer, UpdateStatusInput>(() => Promise.reject(new Error('updateStatus not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { transfer: Transfer }) => {},
    /** The transfer list and the wallet's balance are re-read (FAILED and CANCELLED refund the wallet). */
    refresh: () => {},
    request: assign(({ event }) => (event.type === 'REQUEST' ? { transfer: event.transfer, status: null, reason: '', error: null } : {})),
  },
  guards: {
    canMove: ({ event }) => event.type === 'REQUEST' && nextTransferStatuses(event.transfer.status).length > 0,
    isAllowed: ({ context, event }) => event.type === 'CHOOSE' && nextTransferStatuses(context.transfer?.status).includes(event.status),
    isChosen: ({ context }) => context.status !== null,
  },
}).createMachine({
  id: 'transferStatus',
  context: { transfer: null, status: null, reason: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: { guard: 'canMove', target: 'confirming', actions: 'request' } },
    },
    confirming: {
      on: {
        CHOOSE: { guard: 'isAllowed', actions: assign({ status: ({ event }) => event.status, error: null }) },
        REASON: { actions: assign({ reason: ({ event }) => event.value.slice(0, NOTE_MAX_LENGTH) }) },
        CONFIRM: [{ guard: 'isChosen', target: 'updating' }, { actions: assign({ error: CHOOSE_STATUS_MESSAGE }) }],
        DISMISS: 'idle',
      },
    },
    updating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        input: ({ context }) => ({ id: context.transfer!.id, status: context.status!, ...(context.reason.trim() ? { reason: context.reason.trim() } : {}) }),
        onDone: { target: 'done', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => transferFailure(event.error, UPDATE_TRANSFER_STATUS_FAILED).message }) },
      },
    },
    /** The reason is shown in the dialog; another choice goes back to confirming, CONFIRM retries. */
    failed: {
      on: {
        CHOOSE: { guard: 'isAllowed', target: 'confirming', actions: assign({ status: ({ event }) => event.status, error: null }) },
        REASON: { actions: assign({ reason: ({ event }) => event.value.slice(0, NOTE_MAX_LENGTH) }) },
        CONFIRM: 'updating',
        DISMISS: 'idle',
      },
    },
    done: {
      entry: [{ type: 'notifySuccess', params: ({ context }) => ({ transfer: context.transfer! }) }, 'refresh'],
      on: { REQUEST: { guard: 'canMove', target: 'confirming', actions: 'request' } },
    },
  },
})

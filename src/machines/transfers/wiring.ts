/**
 * The transfers flow's wiring: the payout, cancel and status machines with the calls of
 * src/api/wallets.ts and src/api/transfers.ts. The screens pass their toasts and the refresh of
 * what a change makes stale (the wallet's balances, the transfer list).
 */
import { QueryObserver, type QueryClient } from '@tanstack/query-core'
import { fromCallback } from 'xstate'
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import type { Notifier as AppNotifier } from '../shared/notifier'
import { cancelTransfer, updateTransferStatus, type Transfer } from '../../api/transfers'
import { clientWalletQuery, transferFunds, type ClientWallet, type TransferEnvelope } from '../../api/wallets'
import { formatMoney } from '../../domain/money'
import { transferStatusLabel } from '../../domain/transferStatus'
import { cancelTransferMachine } from './cancelTransferMachine'
import { fundsTransferMachine, type FundsTransferEvent, type TransferFundsInput } from './fundsTransferMachine'
import { transferStatusMachine, type UpdateStatusInput } from './transferStatusMachine'

export type Notifier = Pick<AppNotifier, 'success'>

/** A fresh Idempotency-Key (UUID v4) for each new payout intent. */
export const newIdempotencyKey = (): string => crypto.randomUUID()

/**
 * The picked wallet, read through the query cache (the screen's read of the same query): WALLET with it as
 * it is now and after every re-read (a transfer's refresh), so its balance reaches the machine without
 * being copied in by the screen.
 */
export const watchWallet = (queryClient: QueryClient) =>
  fromCallback<FundsTransferEvent, { walletId: string | null }>(({ input, sendBack }) => {
    if (!input.walletId) return
    const observer = new QueryObserver(queryClient, clientWalletQuery(input.walletId))
    let last: ClientWallet | null | undefined
    const send = (data: ClientWallet | null | undefined) => {
      if (data === undefined || data === last) return
      last = data
      sendBack({ type: 'WALLET', wallet: data })
    }
    send(observer.getCurrentResult().data)
    return observer.subscribe((result) => send(result.data))
  })

export function createFundsTransferMachine({ notify, onTransferred, queryClient }: { notify: Notifier; onTransferred: (walletId: string) => void; queryClient: QueryClient }) {
  return fundsTransferMachine.provide({
    actors: {
      watchWallet: watchWallet(queryClient),
      transferFunds: fromAbortablePromise<TransferEnvelope, TransferFundsInput>(({ input, signal }) => transferFunds(input.body, input.idempotencyKey, signal)),
    },
    actions: {
      notifySuccess: (_, { message }) => notify.success(message),
      transferred: (_, { walletId }) => onTransferred(walletId),
    },
  })
}

export const transferCancelledMessage = (transfer: Transfer) => `Transfer of ${formatMoney(transfer.amount, transfer.currency)} cancelled`

/** The words of a toast about a transfer: the screen passes its own, in the reader's language (English by default). */
export type TransferMessage = (transfer: Transfer) => string

export function createCancelTransferMachine({ notify, refresh, cancelled = transferCancelledMessage }: { notify: Notifier; refresh: () => void; cancelled?: TransferMessage }) {
  return cancelTransferMachine.provide({
    actors: { cancelTransfer: fromAbortablePromise<Transfer, { id: string }>(({ input, signal }) => cancelTransfer(input.id, signal)) },
    actions: {
      notifySuccess: (_, { transfer }) => notify.success(cancelled(transfer)),
      refresh,
    },
  })
}

export const transferStatusUpdatedMessage = (transfer: Transfer) => `Transfer marked ${transferStatusLabel(transfer.status)}`

export function createTransferStatusMachine({ notify, refresh, marked = transferStatusUpdatedMessage }: { notify: Notifier; refresh: () => void; marked?: TransferMessage }) {
  return transferStatusMachine.provide({
    actors: {
      updateStatus: fromAbortablePromise<Transfer, UpdateStatusInput>(({ input, signal }) =>
        updateTransferStatus(input.id, { status: input.status, ...(input.reason ? { reason: input.reason } : {}) }, signal),
      ),
    },
    actions: {
      notifySuccess: (_, { transfer }) => notify.success(marked(transfer)),
      refresh,
    },
  })
}

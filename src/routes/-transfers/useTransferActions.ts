import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { invalidateAfter } from '../../api/invalidations'
import type { Transfer } from '../../api/transfers'
import { useTransfersToasts } from '../../components/transfers/transfersWords'
import type { CancelTransferDialogProps } from '../../components/transfers/CancelTransferDialog'
import type { UpdateTransferStatusDialogProps } from '../../components/transfers/UpdateTransferStatusDialog'
import { createCancelTransferMachine, createTransferStatusMachine } from '../../machines/transfers/wiring'


/** The cancel flow of a screen: `request(transfer)` opens its confirmation; `dialog` feeds CancelTransferDialog. */
export function useCancelTransfer(): { request: (transfer: Transfer) => void; dialog: CancelTransferDialogProps } {
  const queryClient = useQueryClient()
  const { notify, words } = useTransfersToasts()
  const [machine] = useState(() =>
    createCancelTransferMachine({
      notify,
      refresh: () => void invalidateAfter(queryClient, 'cancelTransfer'),
      cancelled: (transfer) => words().t('transferCancelled', { amount: words().moneyInText(transfer.amount, transfer.currency) }),
    }),
  )
  const actor = useActorRef(machine)
  const transfer = useSelector(actor, (state) => state.context.transfer)
  const error = useSelector(actor, (state) => state.context.error)
  const open = useSelector(actor, (state) => state.matches('confirming') || state.matches('cancelling') || state.matches('failed'))
  const busy = useSelector(actor, (state) => state.matches('cancelling'))
  return {
    request: (next) => actor.send({ type: 'REQUEST', transfer: next }),
    dialog: { transfer, open, busy, error, onConfirm: () => actor.send({ type: 'CONFIRM' }), onDismiss: () => actor.send({ type: 'DISMISS' }) },
  }
}

/** The update-status flow of the staff screen: `request(transfer)` opens its dialog; `dialog` feeds UpdateTransferStatusDialog. */
export function useTransferStatus(): { request: (transfer: Transfer) => void; dialog: UpdateTransferStatusDialogProps } {
  const queryClient = useQueryClient()
  const { notify, words } = useTransfersToasts()
  const [machine] = useState(() =>
    createTransferStatusMachine({
      notify,
      refresh: () => void invalidateAfter(queryClient, 'updateTransferStatus'),
      marked: (transfer) => words().t('transferMarked', { status: words().status(transfer.status) }),
    }),
  )
  const actor = useActorRef(machine)
  const { transfer, status, reason, error } = useSelector(actor, (state) => state.context)
  const open = useSelector(actor, (state) => state.matches('confirming') || state.matches('updating') || state.matches('failed'))
  const busy = useSelector(actor, (state) => state.matches('updating'))
  return {
    request: (next) => actor.send({ type: 'REQUEST', transfer: next }),
    dialog: {
      transfer,
      open,
      status,
      reason,
      busy,
      error,
      onChoose: (next) => actor.send({ type: 'CHOOSE', status: next }),
      onReason: (value) => actor.send({ type: 'REASON', value }),
      onConfirm: () => actor.send({ type: 'CONFIRM' }),
      onDismiss: () => actor.send({ type: 'DISMISS' }),
    },
  }
}

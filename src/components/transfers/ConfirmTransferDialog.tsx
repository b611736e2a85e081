import { Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { shortWalletId } from '../../domain/walletId'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TransferSummary } from './TransferSummary'

type S = components['schemas']

export interface ConfirmTransferDialogProps {
  open: boolean
  wallet: S['AdminWallet'] | null
  request: S['FundsTransferCreate'] | null
  busy: boolean
  /** The failure, with the confirm button as the retry. */
  error: string | null
  onConfirm: () => void
  onRetry: () => void
  onCancel: () => void
}

/** The payout restated before any money moves: whose wallet (owner and shortened id), how much in which currency, where to, and the note. */
export function ConfirmTransferDialog({ open, wallet, request, busy, error, onConfirm, onRetry, onCancel }: ConfirmTransferDialogProps) {
  const amount = request && wallet ? formatMoney(request.amount, wallet.currency) : ''
  return (
    <ConfirmDialog
      open={open && wallet !== null && request !== null}
      title="Confirm transfer"
      confirmLabel={error ? 'Retry' : `Transfer ${amount}`}
      cancelLabel="Back to form"
      busy={busy}
      error={error}
      onConfirm={error ? onRetry : onConfirm}
      onCancel={onCancel}
    >
      {wallet && request && (
        <>
          <TransferSummary
            owner={wallet.user}
            ownerDetail={shortWalletId(wallet.wallet_id)}
            mono
            amount={request.amount}
            currency={wallet.currency}
            destination={request.destination}
            note={request.note}
          />
          <Text fontSize="sm" color="fg.muted">
            The amount leaves the wallet’s available balance at once; the transfer starts as Pending.
          </Text>
        </>
      )}
    </ConfirmDialog>
  )
}

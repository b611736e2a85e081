import { Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TransferSummary } from './TransferSummary'
import { useTransfersWords } from './transfersWords'

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

/** The payout restated before any money moves: whose wallet (owner and its whole id: money moves on it), how much in which currency, where to, and the note. */
export function ConfirmTransferDialog({ open, wallet, request, busy, error, onConfirm, onRetry, onCancel }: ConfirmTransferDialogProps) {
  const { t, text, moneyInText } = useTransfersWords()
  const amount = request && wallet ? moneyInText(request.amount, wallet.currency) : ''
  return (
    <ConfirmDialog
      open={open && wallet !== null && request !== null}
      title={t('confirmTransfer')}
      confirmLabel={error ? t('retry') : t('transferAmount', { amount })}
      cancelLabel={t('backToForm')}
      busy={busy}
      error={error && text(error)}
      onConfirm={error ? onRetry : onConfirm}
      onCancel={onCancel}
    >
      {wallet && request && (
        <>
          <TransferSummary
            owner={wallet.user}
            ownerDetail={wallet.wallet_id}
            mono
            amount={request.amount}
            currency={wallet.currency}
            destination={request.destination}
            note={request.note}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('confirmNote')}
          </Text>
        </>
      )}
    </ConfirmDialog>
  )
}

import { Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TransferSummary, transferSummaryOf } from './TransferSummary'
import { useTransfersWords } from './transfersWords'

type Transfer = components['schemas']['Transfer']

export interface CancelTransferDialogProps {
  transfer: Transfer | null
  open: boolean
  busy: boolean
  error: string | null
  onConfirm: () => void
  onDismiss: () => void
}

/** "Cancel this transfer?" restating whose wallet, its amount and destination; a failure shows here, Cancel transfer retries. */
export function CancelTransferDialog({ transfer, open, busy, error, onConfirm, onDismiss }: CancelTransferDialogProps) {
  const { t, text } = useTransfersWords()
  return (
    <ConfirmDialog
      open={open && transfer !== null}
      title={t('cancelTitle')}
      confirmLabel={t('cancelTransfer')}
      cancelLabel={t('keepTransfer')}
      destructive
      busy={busy}
      error={error && text(error)}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    >
      {transfer && (
        <>
          <TransferSummary {...transferSummaryOf(transfer)} />
          <Text>{t('cancelNote')}</Text>
        </>
      )}
    </ConfirmDialog>
  )
}

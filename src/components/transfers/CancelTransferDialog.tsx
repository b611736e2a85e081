import { Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TransferSummary, transferSummaryOf } from './TransferSummary'

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
  return (
    <ConfirmDialog
      open={open && transfer !== null}
      title="Cancel this transfer?"
      confirmLabel="Cancel transfer"
      cancelLabel="Keep transfer"
      destructive
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    >
      {transfer && (
        <>
          <TransferSummary {...transferSummaryOf(transfer)} />
          <Text>The amount goes back to the wallet’s available balance.</Text>
        </>
      )}
    </ConfirmDialog>
  )
}

import { Box, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TransferSummary } from './TransferSummary'
import { WalletOwnerSummary } from './WalletOwnerSummary'

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
          <TransferSummary
            items={[
              { label: 'Wallet', value: <WalletOwnerSummary user={transfer.wallet_owner} detail={transfer.wallet_owner.email} /> },
              { label: 'Amount', value: formatMoney(transfer.amount, transfer.currency) },
              { label: 'Destination', value: <Box as="bdi">{transfer.destination}</Box> },
            ]}
          />
          <Text>The amount goes back to the wallet’s available balance.</Text>
        </>
      )}
    </ConfirmDialog>
  )
}

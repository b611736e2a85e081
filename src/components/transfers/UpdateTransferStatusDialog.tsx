import { Field, Textarea } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { NOTE_MAX_LENGTH } from '../../domain/fundsTransfer'
import { nextTransferStatuses, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { SelectField, selectOptions } from '../common/SelectField'
import { TransferStatusBadge } from './TransferStatusBadge'
import { TransferSummary, transferSummaryOf } from './TransferSummary'

type Transfer = components['schemas']['Transfer']

export interface UpdateTransferStatusDialogProps {
  transfer: Transfer | null
  open: boolean
  status: TransferStatus | null
  reason: string
  busy: boolean
  error: string | null
  onChoose: (status: TransferStatus) => void
  onReason: (value: string) => void
  onConfirm: () => void
  onDismiss: () => void
}

/** Moves a payout on: the transfer restated (whose, how much, where to), the new status among those its status allows (named on the confirm button), an optional reason. */
export function UpdateTransferStatusDialog({ transfer, open, status, reason, busy, error, onChoose, onReason, onConfirm, onDismiss }: UpdateTransferStatusDialogProps) {
  return (
    <ConfirmDialog
      open={open && transfer !== null}
      title="Update transfer status"
      confirmLabel={status ? `Mark as ${transferStatusLabel(status)}` : 'Update status'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    >
      {transfer && (
        <>
          <TransferSummary {...transferSummaryOf(transfer)} more={[['Current status', <TransferStatusBadge key="status" status={transfer.status} />]]} />
          <SelectField
            label="New status"
            required
            disabled={busy}
            placeholder="Choose a status"
            value={status}
            options={selectOptions(nextTransferStatuses(transfer.status), transferStatusLabel)}
            onChange={onChoose}
            helper="Failed and Cancelled give the amount back to the wallet."
          />
          <Field.Root disabled={busy}>
            <Field.Label>Reason (optional)</Field.Label>
            <Textarea value={reason} onChange={(event) => onReason(event.target.value)} maxLength={NOTE_MAX_LENGTH} rows={2} />
            <Field.HelperText>Saved as the transfer’s note.</Field.HelperText>
          </Field.Root>
        </>
      )}
    </ConfirmDialog>
  )
}

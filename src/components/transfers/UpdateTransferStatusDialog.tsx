import { Field, Textarea } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { NOTE_MAX_LENGTH } from '../../domain/fundsTransfer'
import { nextTransferStatuses, type TransferStatus } from '../../domain/transferStatus'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { SelectField, selectOptions } from '../common/SelectField'
import { TransferStatusBadge } from './TransferStatusBadge'
import { TransferSummary, transferSummaryOf } from './TransferSummary'
import { useTransfersWords } from './transfersWords'

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
  const { t, text, status: word } = useTransfersWords()
  return (
    <ConfirmDialog
      open={open && transfer !== null}
      title={t('updateStatusTitle')}
      confirmLabel={status ? t('markAs', { status: word(status) }) : t('updateStatus')}
      cancelLabel={t('cancel')}
      busy={busy}
      error={error && text(error)}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    >
      {transfer && (
        <>
          <TransferSummary {...transferSummaryOf(transfer)} more={[[t('currentStatus'), <TransferStatusBadge key="status" status={transfer.status} />]]} />
          <SelectField
            label={t('newStatus')}
            required
            disabled={busy}
            placeholder={t('chooseStatus')}
            value={status}
            options={selectOptions(nextTransferStatuses(transfer.status), word)}
            onChange={onChoose}
            helper={t('statusHint')}
          />
          <Field.Root disabled={busy}>
            <Field.Label>{t('reasonOptional')}</Field.Label>
            <Textarea value={reason} onChange={(event) => onReason(event.target.value)} maxLength={NOTE_MAX_LENGTH} rows={2} />
            <Field.HelperText>{t('reasonHint')}</Field.HelperText>
          </Field.Root>
        </>
      )}
    </ConfirmDialog>
  )
}

import { Box, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ReviewDecision } from '../../domain/integration'
import { REJECTION_REASON_MAX_LENGTH, rejectionReasonError } from '../../domain/rejectionReason'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { FormField } from '../common/FormField'
import { DetailList } from '../data/DetailList'

export interface ReviewDecisionDialogProps {
  /** The decision to confirm; null: closed. */
  decision: ReviewDecision | null
  hostname: string
  /** The owner's e-mail, for those who see owners. */
  owner?: string
  reason: string
  busy: boolean
  error: string | null
  onReason: (value: string) => void
  onConfirm: () => void
  onCancel: () => void
}

const WORDS = {
  approve: {
    title: 'Approve this website?',
    confirm: 'Approve website',
    effect: 'Its owner gets the API key at once and can take payments on this website.',
  },
  reject: {
    title: 'Reject this website?',
    confirm: 'Reject website',
    effect: 'Its owner sees that the website was not approved, with your reason if you give one, and can submit a corrected website.',
  },
} as const satisfies Record<ReviewDecision, { title: string; confirm: string; effect: string }>

/** Approve or Reject restated before it is sent: which website (whose), what its owner then gets, and a rejection's optional reason. */
export function ReviewDecisionDialog({ decision, hostname, owner, reason, busy, error, onReason, onConfirm, onCancel }: ReviewDecisionDialogProps) {
  if (!decision) return null
  const words = WORDS[decision]
  const reasonError = rejectionReasonError(reason)
  return (
    <ConfirmDialog open title={words.title} confirmLabel={words.confirm} destructive={decision === 'reject'} busy={busy} error={error} onConfirm={onConfirm} onCancel={onCancel}>
      <DetailList
        size="sm"
        items={[
          ['Website', <Box as="bdi" fontWeight="semibold">{hostname}</Box>],
          ...(owner ? [['Owner', <Box as="bdi">{owner}</Box>] as [string, ReactNode]] : []),
        ]}
      />
      <Text>{words.effect}</Text>
      {decision === 'reject' && (
        <FormField label="Reason (optional)" error={reasonError ?? undefined} helper={`Shown to the website's owner. ${reason.trim().length} / ${REJECTION_REASON_MAX_LENGTH}`} disabled={busy}>
          <Textarea value={reason} onChange={(event) => onReason(event.target.value)} rows={3} autoresize maxH="40" />
        </FormField>
      )}
    </ConfirmDialog>
  )
}

import { Box, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { ReviewDecision } from '../../domain/integration'
import { REJECTION_REASON_MAX_LENGTH, rejectionReasonSchema, type RejectionReasonValue } from '../../domain/rejectionReason'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { DetailList } from '../data/DetailList'

export interface ReviewDecisionDialogProps {
  /** The decision to confirm; null: closed. */
  decision: ReviewDecision | null
  hostname: string
  /** The owner's e-mail, for those who see owners. */
  owner?: string
  busy: boolean
  error: string | null
  /** Confirmed: the rejection's reason as sent (trimmed, undefined when blank). */
  onConfirm: (value: RejectionReasonValue) => void
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
export function ReviewDecisionDialog({ decision, ...props }: ReviewDecisionDialogProps) {
  return decision ? <ReviewDecisionForm decision={decision} {...props} /> : null
}

function ReviewDecisionForm({ decision, hostname, owner, busy, error, onConfirm, onCancel }: ReviewDecisionDialogProps & { decision: ReviewDecision }) {
  const words = WORDS[decision]
  // The counter is live, so is its limit's message.
  const form = useZodForm(rejectionReasonSchema, { reason: '' }, { mode: 'onChange' })
  const reason = useWatch({ control: form.control, name: 'reason' })
  return (
    <ConfirmDialog
      open
      title={words.title}
      confirmLabel={words.confirm}
      destructive={decision === 'reject'}
      busy={busy}
      error={error}
      onConfirm={() => void form.handleSubmit((value) => !busy && onConfirm(value))()}
      onCancel={onCancel}
    >
      <DetailList
        size="sm"
        items={[
          ['Website', <Box as="bdi" fontWeight="semibold">{hostname}</Box>],
          ...(owner ? [['Owner', <Box as="bdi">{owner}</Box>] as [string, ReactNode]] : []),
        ]}
      />
      <Text>{words.effect}</Text>
      {decision === 'reject' && (
        <FormField form={form} name="reason" label="Reason (optional)" helper={`Shown to the website's owner. ${reason.trim().length} / ${REJECTION_REASON_MAX_LENGTH}`} disabled={busy}>
          {(control) => <Textarea {...control} rows={3} autoresize maxH="40" />}
        </FormField>
      )}
    </ConfirmDialog>
  )
}

import { Box, Text, Textarea } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { ReviewDecision } from '../../domain/integration'
import { REJECTION_REASON_MAX_LENGTH, rejectionReasonSchemaSaying, type RejectionReasonValue } from '../../domain/rejectionReason'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { DetailList } from '../data/DetailList'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages, type IntegrationsKey } from '../../i18n/messages/integrations.en'

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
  approve: { title: 'approveTitle', confirm: 'approveConfirm', effect: 'approveEffect' },
  reject: { title: 'rejectTitle', confirm: 'rejectConfirm', effect: 'rejectEffect' },
} as const satisfies Record<ReviewDecision, { title: IntegrationsKey; confirm: IntegrationsKey; effect: IntegrationsKey }>

/** Approve or Reject restated before it is sent: which website (whose), what its owner then gets, and a rejection's optional reason. */
export function ReviewDecisionDialog({ decision, ...props }: ReviewDecisionDialogProps) {
  return decision ? <ReviewDecisionForm decision={decision} {...props} /> : null
}

function ReviewDecisionForm({ decision, hostname, owner, busy, error, onConfirm, onCancel }: ReviewDecisionDialogProps & { decision: ReviewDecision }) {
  const { t, text } = useMessages(integrationsMessages)
  const words = WORDS[decision]
  const schema = useMemo(() => rejectionReasonSchemaSaying((length) => t('reasonTooLong', { max: REJECTION_REASON_MAX_LENGTH, length })), [t])
  // The counter is live, so is its limit's message.
  const form = useZodForm(schema, { reason: '' }, { mode: 'onChange' })
  const reason = useWatch({ control: form.control, name: 'reason' })
  return (
    <ConfirmDialog
      open
      title={t(words.title)}
      confirmLabel={t(words.confirm)}
      destructive={decision === 'reject'}
      busy={busy}
      error={error && text(error)}
      onConfirm={() => void form.handleSubmit((value) => !busy && onConfirm(value))()}
      onCancel={onCancel}
    >
      <DetailList
        size="sm"
        items={[
          [t('website'), <Box as="bdi" fontWeight="semibold">{hostname}</Box>],
          ...(owner ? [[t('owner'), <Box as="bdi" dir="ltr">{owner}</Box>] as [string, ReactNode]] : []),
        ]}
      />
      <Text>{t(words.effect)}</Text>
      {decision === 'reject' && (
        <FormField form={form} name="reason" label={t('reasonLabel')} helper={t('reasonHelper', { length: reason.trim().length, max: REJECTION_REASON_MAX_LENGTH })} disabled={busy}>
          {(control) => <Textarea {...control} rows={3} autoresize maxH="40" />}
        </FormField>
      )}
    </ConfirmDialog>
  )
}

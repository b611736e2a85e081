import { Button, HStack } from '@chakra-ui/react'
import type { ReviewDecision } from '../../domain/integration'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

export interface ReviewButtonsProps {
  /** The decision being sent: its button spins (keeping its width: nothing moves) and is named for it, both are disabled. */
  sending: ReviewDecision | null
  /** Sent and accepted: nothing more to click until the row leaves the list. */
  done: boolean
  onApprove: () => void
  onReject: () => void
}

/** A pending integration's Approve and Reject (SPEC §2); each opens its confirmation. */
export function ReviewButtons({ sending, done, onApprove, onReject }: ReviewButtonsProps) {
  const { t } = useMessages(integrationsMessages)
  const busy = sending !== null
  return (
    <HStack gap="2">
      <Button size="sm" colorPalette="brand" onClick={onApprove} loading={sending === 'approve'} aria-label={sending === 'approve' ? t('approving') : undefined} disabled={busy || done}>
        {t('approve')}
      </Button>
      <Button size="sm" colorPalette="red" variant="outline" onClick={onReject} loading={sending === 'reject'} aria-label={sending === 'reject' ? t('rejecting') : undefined} disabled={busy || done}>
        {t('reject')}
      </Button>
    </HStack>
  )
}

import { StatusBadge } from '../data/StatusBadge'
import { REVIEW_STATUS_BADGE, type ReviewStatus } from '../../domain/integration'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages, type IntegrationsKey } from '../../i18n/messages/integrations.en'

const STATUS_WORDS = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected' } as const satisfies Record<ReviewStatus, IntegrationsKey>

/** An integration's review state in SPEC §2's words and §4's colours: Pending, Approved or Rejected. */
export function IntegrationStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useMessages(integrationsMessages)
  return <StatusBadge label={t(STATUS_WORDS[status])} palette={REVIEW_STATUS_BADGE[status].palette} />
}

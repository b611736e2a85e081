import { StatusBadge } from '../data/StatusBadge'
import { REVIEW_STATUS_BADGE, type ReviewStatus } from '../../domain/integration'

/** An integration's review state in SPEC §2's words and §4's colours: Pending, Approved or Rejected. */
export function IntegrationStatusBadge({ status }: { status: ReviewStatus }) {
  const badge = REVIEW_STATUS_BADGE[status]
  return <StatusBadge label={badge.label} palette={badge.palette} />
}

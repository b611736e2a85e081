import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { INTEGRATION_ERRORS, pendingIntegrationsQuery } from '../../api/integrations'
import { PageHeader } from '../../components/common/PageHeader'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { PendingIntegrationsTable } from '../../components/integrations/PendingIntegrationsTable'
import { pendingReviewCount, seesIntegrationOwners } from '../../domain/integration'
import { useSignedInUser } from './deps'
import { RowReview } from './RowReview'
import { useReviewRows } from './useReviewRows'

/**
 * /integration-validation (SPEC §2): the pending integrations, refreshed every 30 s, each approved or rejected
 * after a confirmation; a row decided here stays in place with its new status.
 */
export function IntegrationValidationScreen() {
  const user = useSignedInUser()
  const pending = useQueryRead(useQuery(pendingIntegrationsQuery()), { failureToast: INTEGRATION_ERRORS.pending })
  const { rows, onReviewed } = useReviewRows(pending.data)
  const showOwners = user ? seesIntegrationOwners(user) : false
  return (
    <Stack gap="6">
      <PageHeader title="Integration Validation" subtitle={rows ? pendingReviewCount(rows.filter((row) => row.is_pending).length) : undefined} />
      <ReadView read={pending} failedMessage="Failed to load integrations">
        <PendingIntegrationsTable
          rows={rows}
          loading={pending.loading}
          showOwners={showOwners}
          renderActions={(integration) => <RowReview integration={integration} showOwner={showOwners} onReviewed={onReviewed} />}
        />
      </ReadView>
    </Stack>
  )
}

import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { INTEGRATION_ERRORS, pendingIntegrationsQuery } from '../../api/integrations'
import { PageHeader } from '../../components/common/PageHeader'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { PendingIntegrationsTable } from '../../components/integrations/PendingIntegrationsTable'
import { seesIntegrationOwners } from '../../domain/integration'
import { useSignedInUser } from './deps'
import { RowReview } from './RowReview'
import { useReviewRows } from './useReviewRows'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/**
 * /integration-validation (SPEC §2): the pending integrations, refreshed every 30 s, each approved or rejected
 * after a confirmation; a row decided here stays in place with its new status.
 */
export function IntegrationValidationScreen() {
  const { t, text } = useMessages(integrationsMessages)
  const user = useSignedInUser()
  const pending = useQueryRead(useQuery(pendingIntegrationsQuery()), { failureToast: text(INTEGRATION_ERRORS.pending) })
  const { rows, onReviewed } = useReviewRows(pending.data)
  const showOwners = user ? seesIntegrationOwners(user) : false
  return (
    <Stack gap="6">
      <PageHeader title={t('validationTitle')} subtitle={rows ? t('pendingReviewCount', { count: rows.filter((row) => row.is_pending).length }) : undefined} />
      <ReadView read={pending} failedMessage={t('pendingLoadFailed')}>
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

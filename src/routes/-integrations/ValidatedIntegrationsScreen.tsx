import { Button, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { INTEGRATION_ERRORS, validIntegrationsQuery } from '../../api/integrations'
import { PageHeader } from '../../components/common/PageHeader'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { EmptyState } from '../../components/data/EmptyState'
import { ListToolbar } from '../../components/data/ListToolbar'
import { ValidatedIntegrationsTable } from '../../components/integrations/ValidatedIntegrationsTable'
import { filterIntegrations, seesIntegrationOwners } from '../../domain/integration'
import { useSignedInUser } from './deps'

export interface ValidatedIntegrationsScreenProps {
  /** The search in force (the URL's `search`). */
  search: string
  onSearch: (search: string) => void
}

/** /validated-integration (SPEC §2): the approved integrations, refreshed every 60 s, searched on the page. */
export function ValidatedIntegrationsScreen({ search, onSearch }: ValidatedIntegrationsScreenProps) {
  const user = useSignedInUser()
  const byOwner = user ? seesIntegrationOwners(user) : false
  const valid = useQueryRead(useQuery(validIntegrationsQuery()), { failureToast: INTEGRATION_ERRORS.valid })
  const all = valid.data
  const shown = all && filterIntegrations(all, search, { byOwner })
  return (
    <Stack gap="6">
      <PageHeader title="Validated Integration" />
      <ListToolbar
        search={{
          label: 'Search integrations',
          placeholder: byOwner ? 'Search by hostname or owner email' : 'Search by hostname',
          value: search,
          onSearch: onSearch,
        }}
      />
      {all && shown && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {shown.length} of {all.length} integrations
        </Text>
      )}
      <ReadView read={valid} failedMessage={INTEGRATION_ERRORS.valid}>
        <ValidatedIntegrationsTable
          rows={shown}
          loading={valid.loading}
          showOwners={byOwner}
          empty={
            search ? (
              <EmptyState
                title="No integrations found"
                hint={byOwner ? 'Try another hostname or owner email.' : 'Try another hostname.'}
                action={
                  <Button variant="outline" onClick={() => onSearch('')}>
                    Clear search
                  </Button>
                }
              />
            ) : (
              <EmptyState title="No integrations yet" hint="Approved integrations will appear here." />
            )
          }
        />
      </ReadView>
    </Stack>
  )
}

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
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

export interface ValidatedIntegrationsScreenProps {
  /** The search in force (the URL's `search`). */
  search: string
  onSearch: (search: string) => void
}

/** /validated-integration (SPEC §2): the approved integrations, refreshed every 60 s, searched on the page. */
export function ValidatedIntegrationsScreen({ search, onSearch }: ValidatedIntegrationsScreenProps) {
  const { t, text } = useMessages(integrationsMessages)
  const user = useSignedInUser()
  const byOwner = user ? seesIntegrationOwners(user) : false
  const valid = useQueryRead(useQuery(validIntegrationsQuery()), { failureToast: text(INTEGRATION_ERRORS.valid) })
  const all = valid.data
  const shown = all && filterIntegrations(all, search, { byOwner })
  return (
    <Stack gap="6">
      <PageHeader title={t('validatedTitle')} />
      <ListToolbar
        search={{
          label: t('searchLabel'),
          placeholder: byOwner ? t('searchByHostnameOrOwner') : t('searchByHostname'),
          value: search,
          onSearch: onSearch,
        }}
      />
      {all && shown && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('shownOfAll', { shown: shown.length, count: all.length })}
        </Text>
      )}
      <ReadView read={valid} failedMessage={text(INTEGRATION_ERRORS.valid)}>
        <ValidatedIntegrationsTable
          rows={shown}
          loading={valid.loading}
          showOwners={byOwner}
          empty={
            search ? (
              <EmptyState
                title={t('noneFound')}
                hint={byOwner ? t('tryHostnameOrOwner') : t('tryHostname')}
                action={
                  <Button variant="outline" onClick={() => onSearch('')}>
                    {t('clearSearch')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('noneYet')} hint={t('noneYetHint')} />
            )
          }
        />
      </ReadView>
    </Stack>
  )
}

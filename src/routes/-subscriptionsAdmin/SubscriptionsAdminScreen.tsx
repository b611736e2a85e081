import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { SUBSCRIPTIONS_FETCH_FAILED, subscriptionsAdminQuery } from '../../api/subscriptionsAdmin'
import { PageHeader } from '../../components/common/PageHeader'
import { EmptyState } from '../../components/data/EmptyState'
import { ListRange } from '../../components/data/ListRange'
import { activeFilterChips, ListToolbar, pagedListSearch } from '../../components/data/ListToolbar'
import { Pager } from '../../components/data/Pager'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { SubscriptionFilters } from '../../components/subscriptionsAdmin/SubscriptionFilters'
import { SubscriptionRevenue } from '../../components/subscriptionsAdmin/SubscriptionRevenue'
import { SUBSCRIPTION_STATE_WORDS, SubscriptionsTable } from '../../components/subscriptionsAdmin/SubscriptionsTable'
import { definedOnly } from '../../domain/listSearch'
import { plansQuery } from '../../api/onboarding'
import { hasSubscriptionFilters, subscriptionListQuery } from '../../domain/subscriptionListQuery'
import { SUBSCRIPTION_STATES, type SubscriptionSearch } from '../../domain/subscriptionSearch'
import { useMessages } from '../../i18n/appLocale'
import { subscriptionsAdminMessages } from '../../i18n/messages/subscriptionsAdmin.en'

export interface SubscriptionsAdminScreenProps {
  search: SubscriptionSearch
  onNavigate: (next: SubscriptionSearch, options?: { replace?: boolean }) => void
}

/** Every subscription (admin): search, plan and state filters and the page in the URL. */
export function SubscriptionsAdminScreen({ search, onNavigate }: SubscriptionsAdminScreenProps) {
  const { t, text } = useMessages(subscriptionsAdminMessages)
  const list = useQueryRead(useQuery(subscriptionsAdminQuery(subscriptionListQuery(search))))
  // The plan filter's choices; the list still works (with "All plans") if they fail to load.
  const plans = useQuery(plansQuery())
  const go = (patch: SubscriptionSearch, options?: { replace?: boolean }) => onNavigate(definedOnly({ ...search, ...patch }), options)
  const pagination = list.data?.pagination
  const rows = list.data?.results
  const page = search.page ?? 1
  const planOptions = (plans.data ?? []).map((plan) => ({ id: plan.id, name: plan.name }))
  const clearFilters = () => go({ plan: undefined, state: undefined, page: undefined })
  const chips = activeFilterChips(
    [
      ['plan', t('plan'), search.plan && (planOptions.find((plan) => plan.id === search.plan)?.name ?? search.plan)],
      ['state', t('state'), search.state && t(SUBSCRIPTION_STATE_WORDS[search.state])],
    ],
    (key) => go({ [key]: undefined, page: undefined }),
  )

  const empty = hasSubscriptionFilters(search) ? (
    <EmptyState title={t('filteredTitle')} hint={t('filteredHint')} action={<Button colorPalette="brand" onClick={() => onNavigate({})}>{t('clearFilters')}</Button>} />
  ) : (
    <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
  )

  return (
    <Stack gap="5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        search={pagedListSearch(t('searchLabel'), t('searchPlaceholder'), search.search, go)}
        filters={{
          active: chips,
          onClearAll: clearFilters,
          panel: (
            <SubscriptionFilters
              values={{ plan: search.plan, state: search.state }}
              plans={planOptions}
              states={SUBSCRIPTION_STATES}
              onApply={(filters) => go({ ...filters, page: undefined })}
              onClear={clearFilters}
            />
          ),
        }}
      />
      <ReadView read={list} failedMessage={text(SUBSCRIPTIONS_FETCH_FAILED)}>
        {list.data && <SubscriptionRevenue totals={list.data.totals} />}
        {pagination && rows && <ListRange page={page} pageSize={pagination.page_size} shown={rows.length} total={pagination.total_items} noun="subscriptions" />}
        <SubscriptionsTable rows={rows} loading={list.loading} empty={empty} />
        <Pager page={page} totalPages={pagination?.total_pages ?? 1} onPage={(next) => go({ page: next > 1 ? next : undefined })} />
      </ReadView>
    </Stack>
  )
}

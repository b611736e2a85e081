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
import { SUBSCRIPTION_STATE_LABEL, SubscriptionsTable } from '../../components/subscriptionsAdmin/SubscriptionsTable'
import { definedOnly } from '../../domain/listSearch'
import { plansQuery } from '../../api/onboarding'
import { hasSubscriptionFilters, subscriptionListQuery } from './subscriptionListQuery'
import { SUBSCRIPTION_STATES, type SubscriptionSearch } from './subscriptionSearch'

export const SUBSCRIPTIONS_TEXT = {
  title: 'Subscription',
  subtitle: 'Every plan taken by every client, newest first',
  emptyTitle: 'No subscriptions yet',
  emptyHint: 'Subscriptions will appear here when clients choose a plan.',
  filteredTitle: 'No subscriptions match these filters',
  filteredHint: 'Try adjusting your search terms or filters',
} as const

export interface SubscriptionsAdminScreenProps {
  search: SubscriptionSearch
  onNavigate: (next: SubscriptionSearch, options?: { replace?: boolean }) => void
}

/** Every subscription (admin): search, plan and state filters and the page in the URL. */
export function SubscriptionsAdminScreen({ search, onNavigate }: SubscriptionsAdminScreenProps) {
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
      ['plan', 'Plan', search.plan && (planOptions.find((plan) => plan.id === search.plan)?.name ?? search.plan)],
      ['state', 'State', search.state && SUBSCRIPTION_STATE_LABEL[search.state]],
    ],
    (key) => go({ [key]: undefined, page: undefined }),
  )

  const empty = hasSubscriptionFilters(search) ? (
    <EmptyState title={SUBSCRIPTIONS_TEXT.filteredTitle} hint={SUBSCRIPTIONS_TEXT.filteredHint} action={<Button colorPalette="brand" onClick={() => onNavigate({})}>Clear filters</Button>} />
  ) : (
    <EmptyState title={SUBSCRIPTIONS_TEXT.emptyTitle} hint={SUBSCRIPTIONS_TEXT.emptyHint} />
  )

  return (
    <Stack gap="5">
      <PageHeader title={SUBSCRIPTIONS_TEXT.title} subtitle={SUBSCRIPTIONS_TEXT.subtitle} />
      <ListToolbar
        search={pagedListSearch('Search subscriptions', 'Search by user e-mail or name', search.search, go)}
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
      <ReadView read={list} failedMessage={SUBSCRIPTIONS_FETCH_FAILED}>
        {list.data && <SubscriptionRevenue totals={list.data.totals} />}
        {pagination && rows && <ListRange page={page} pageSize={pagination.page_size} shown={rows.length} total={pagination.total_items} noun="subscriptions" />}
        <SubscriptionsTable rows={rows} loading={list.loading} empty={empty} />
        <Pager page={page} totalPages={pagination?.total_pages ?? 1} onPage={(next) => go({ page: next > 1 ? next : undefined })} />
      </ReadView>
    </Stack>
  )
}

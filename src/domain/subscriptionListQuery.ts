/** What the subscription list's search asks of the contract, and whether it narrows the list. */
import type { SubscriptionsAdminQuery } from '../api/subscriptionsAdmin'
import { definedOnly } from './listSearch'
import type { SubscriptionSearch } from './subscriptionSearch'

export const SUBSCRIPTIONS_PAGE_SIZE = 20

export function hasSubscriptionFilters(search: SubscriptionSearch): boolean {
  return Boolean(search.search || search.plan || search.state)
}

/** The contract's query for one page: only what is set is sent. */
export function subscriptionListQuery(search: SubscriptionSearch): SubscriptionsAdminQuery {
  return definedOnly({ page: search.page ?? 1, page_size: SUBSCRIPTIONS_PAGE_SIZE, search: search.search, plan: search.plan, state: search.state }) as SubscriptionsAdminQuery
}

/**
 * `/subscription-admin` search params (page, search, plan and state filters): one schema built from
 * the field readers of src/domain/listSearch.ts, and their translation into the contract's query.
 */
import type { SubscriptionsAdminQuery, SubscriptionState } from '../../api/subscriptionsAdmin'
import { definedOnly, listSearchSchema, searchFields } from '../../domain/listSearch'

export const SUBSCRIPTION_STATES = ['active', 'inactive'] as const satisfies readonly SubscriptionState[]
export const SUBSCRIPTIONS_PAGE_SIZE = 20

export interface SubscriptionSearch {
  page?: number
  /** The user's e-mail or name. */
  search?: string
  /** A plan id. */
  plan?: string
  state?: SubscriptionState
}

export const subscriptionSearch = listSearchSchema<SubscriptionSearch>({
  page: searchFields.page,
  search: searchFields.text(),
  plan: searchFields.id,
  state: searchFields.oneOf(SUBSCRIPTION_STATES),
})

export function hasSubscriptionFilters(search: SubscriptionSearch): boolean {
  return Boolean(search.search || search.plan || search.state)
}

/** The contract's query for one page: only what is set is sent. */
export function subscriptionListQuery(search: SubscriptionSearch): SubscriptionsAdminQuery {
  return definedOnly({ page: search.page ?? 1, page_size: SUBSCRIPTIONS_PAGE_SIZE, search: search.search, plan: search.plan, state: search.state }) as SubscriptionsAdminQuery
}

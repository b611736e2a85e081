/**
 * `/subscription-admin` search params (page, search, plan and state filters): one schema built from
 * the field readers of src/domain/listSearch.ts. Only the schema lives here: a route's validateSearch
 * stays in the entry chunk, so the list's other rules (subscriptionListQuery.ts) stay out of it.
 */
import type { SubscriptionState } from '../api/subscriptionsAdmin'
import { listSearchSchema, searchFields } from './listSearch'

export const SUBSCRIPTION_STATES = ['active', 'inactive'] as const satisfies readonly SubscriptionState[]

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

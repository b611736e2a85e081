import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components, operations } from './schema'
import { api } from './client'
import { settle } from './apiError'

type S = components['schemas']

export type AdminSubscription = S['AdminSubscription']
export type AdminSubscriptionList = S['AdminSubscriptionList']
export type SubscriptionState = S['SubscriptionState']
export type SubscriptionsAdminQuery = NonNullable<operations['listSubscriptionsAdmin']['parameters']['query']>

/** The screen's load failure (in the words of SPEC §8's "Failed to fetch ..." messages). */
export const SUBSCRIPTIONS_FETCH_FAILED = 'Failed to fetch subscriptions'

/** One page of every subscription (admin), newest first; rejects with an ApiError carrying the server's message. */
export async function listSubscriptionsAdmin(query: SubscriptionsAdminQuery, signal?: AbortSignal): Promise<AdminSubscriptionList> {
  return settle(api.GET('/subscription/admin/list', { params: { query }, signal }), SUBSCRIPTIONS_FETCH_FAILED)
}

/** A list page as a plain read: SPEC §9 cache defaults, the previous page kept on screen while the next loads. */
export function subscriptionsAdminQuery(query: SubscriptionsAdminQuery) {
  return queryOptions({
    queryKey: ['subscriptionsAdmin', query],
    queryFn: ({ signal }) => listSubscriptionsAdmin(query, signal),
    placeholderData: keepPreviousData,
  })
}

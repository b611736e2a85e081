/** The admin subscriptions list's filter form (its toolbar opens it): a plan and a state, none for all. */
import { z } from 'zod'
import type { components } from '../api/schema'

type SubscriptionState = components['schemas']['SubscriptionState']

/** The form offers the states the list screen names (its select holds no other), so the schema only types them. */
export const subscriptionFiltersSchema = z.object({
  plan: z.string().optional(),
  state: z.custom<SubscriptionState>((value) => typeof value === 'string').optional(),
})

export type SubscriptionFilterValues = z.output<typeof subscriptionFiltersSchema>

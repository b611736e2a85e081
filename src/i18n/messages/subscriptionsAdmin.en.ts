import { defineCatalog } from '../catalog'

/** The admin's subscriptions (/subscription-admin): the list, its filters and what was charged. SPEC §2 word for word. */
const subscriptionsAdminEn = {
  title: 'Subscription',
  subtitle: 'Every plan taken by every client, newest first',
  emptyTitle: 'No subscriptions yet',
  emptyHint: 'Subscriptions will appear here when clients choose a plan.',
  filteredTitle: 'No subscriptions match these filters',
  filteredHint: 'Try adjusting your search terms or filters',
  clearFilters: 'Clear filters',
  fetchFailed: 'Failed to fetch subscriptions',
  searchLabel: 'Search subscriptions',
  searchPlaceholder: 'Search by user e-mail or name',
  filtersLabel: 'Subscription filters',
  plan: 'Plan',
  allPlans: 'All plans',
  state: 'State',
  allStates: 'All states',
  active: 'Active',
  inactive: 'Inactive',
  monthly: 'Monthly',
  annual: 'Annual',
  caption: 'Subscriptions',
  user: 'User',
  billing: 'Billing',
  period: 'Period',
  amountCharged: 'Amount charged',
  promo: 'Promo {code}',
  chargedLabel: 'Charged for these subscriptions',
  chargedHelp: {
    one: '{number} subscription, in {currency}: subscriptions are priced in euro and counted apart from payments',
    other: '{number} subscriptions, in {currency}: subscriptions are priced in euro and counted apart from payments',
  },
}

export type SubscriptionsAdminMessages = typeof subscriptionsAdminEn
export type SubscriptionsAdminKey = keyof SubscriptionsAdminMessages

export const subscriptionsAdminMessages = defineCatalog('subscriptionsAdmin', subscriptionsAdminEn, {
  fr: () => import('./subscriptionsAdmin.fr').then((module) => module.subscriptionsAdminFr),
  ar: () => import('./subscriptionsAdmin.ar').then((module) => module.subscriptionsAdminAr),
})

/** Every write of the dashboards and the queries it makes stale, in one place: a screen or wiring calls `invalidateAfter` once its write succeeded. */
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { DASHBOARD_KEY } from './dashboard'
import { integrationKeys } from './integrations'
import { currentSubscriptionQuery } from './onboarding'
import { PAYMENT_LINKS_KEY } from './paymentLinks'
import { TRANSFERS_KEY } from './transfers'
import { WALLET_BALANCES_KEY } from './walletBalances'
import { WALLETS_KEY } from './wallets'

/** A payout or a change to one moves transfer lists, every wallet figure (the merchant's, the staff lookups, the admin balances) and the overview's totals. */
const MONEY_MOVED: readonly QueryKey[] = [TRANSFERS_KEY, WALLETS_KEY, WALLET_BALANCES_KEY, DASHBOARD_KEY]

export const invalidations = {
  transferFunds: MONEY_MOVED,
  cancelTransfer: MONEY_MOVED,
  updateTransferStatus: MONEY_MOVED,
  createPaymentLink: [PAYMENT_LINKS_KEY, DASHBOARD_KEY],
  submitIntegration: [integrationKeys.mine],
  reviewIntegration: [integrationKeys.pending, integrationKeys.valid],
  createSubscription: [currentSubscriptionQuery().queryKey],
} as const satisfies Record<string, readonly QueryKey[]>

export type Write = keyof typeof invalidations

/** Marks what `write` changed as stale: the screens showing it read it again, the others on their next visit. */
export function invalidateAfter(queryClient: QueryClient, write: Write): Promise<void> {
  return Promise.all(invalidations[write].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined)
}

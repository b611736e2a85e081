/**
 * What the admin wallet list keeps in the URL, and the values its sort may take. Kept apart from the
 * list's other rules (walletBalances.ts): the route's search validator reads it, and that runs in the
 * entry chunk every page loads.
 */
import type { paths } from '../api/schema'

export type WalletBalanceQuery = NonNullable<paths['/wallet/admin-wallet-balances']['get']['parameters']['query']>
export type WalletSortField = NonNullable<WalletBalanceQuery['sort_by']>
export type SortOrder = NonNullable<WalletBalanceQuery['sort_order']>

/** SPEC §9's sort options, in the order the select lists them. */
export const WALLET_SORT_FIELDS = ['created_at', 'updated_at', 'balance', 'pending_balance', 'user__email', 'user__first_name'] as const satisfies readonly WalletSortField[]
export const SORT_ORDERS = ['desc', 'asc'] as const satisfies readonly SortOrder[]

export const AMOUNT_FILTERS = ['min_balance', 'max_balance', 'min_pending', 'max_pending'] as const
export type AmountFilter = (typeof AMOUNT_FILTERS)[number]

/** The page, the search, the amount filters and the sort (absent = default). */
export type WalletListSearch = Partial<Record<AmountFilter, number>> & {
  page?: number
  search?: string
  sort_by?: WalletSortField
  sort_order?: SortOrder
}

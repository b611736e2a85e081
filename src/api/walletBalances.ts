import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import type { Api } from './client'
import { settle } from './apiError'
import type { WalletBalanceQuery } from '../domain/walletListSearch'
import { WALLETS_ERROR_FALLBACK } from '../domain/walletBalances'

type S = components['schemas']

/** SPEC §7: every client wallet with statistics over the search and filters (admin). */
export function walletBalancesCalls(api: Api) {
  return {
    list: (query: WalletBalanceQuery, signal?: AbortSignal): Promise<S['WalletListResponse']> =>
      settle(api.GET('/wallet/admin-wallet-balances', { params: { query }, signal }), WALLETS_ERROR_FALLBACK, signal),
  }
}

/** Every admin wallet-balance list starts with this key. */
export const WALLET_BALANCES_KEY = ['walletBalances'] as const

/** The list for one query; while the next page or filter loads, the rows in view stay. */
export function walletBalancesQuery(api: Api, query: WalletBalanceQuery) {
  const { list } = walletBalancesCalls(api)
  return queryOptions({
    queryKey: [...WALLET_BALANCES_KEY, query] as const,
    queryFn: ({ signal }) => list(query, signal),
    placeholderData: keepPreviousData,
  })
}

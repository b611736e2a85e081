/** Every client wallet with statistics (SPEC §7, admin), on the session client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'
import type { WalletBalanceQuery } from '../domain/walletListSearch'
import { WALLETS_ERROR_FALLBACK } from '../domain/walletBalances'

type S = components['schemas']

/** The wallets and their statistics over the search and filters. */
export const listWalletBalances = (query: WalletBalanceQuery, signal?: AbortSignal): Promise<S['WalletListResponse']> =>
  settle(api.GET('/wallet/admin-wallet-balances', { params: { query }, signal }), WALLETS_ERROR_FALLBACK, signal)

/** Every admin wallet-balance list starts with this key. */
export const WALLET_BALANCES_KEY = ['walletBalances'] as const

/** The list for one query; while the next page or filter loads, the rows in view stay. */
export const walletBalancesQuery = (query: WalletBalanceQuery) =>
  queryOptions({ queryKey: [...WALLET_BALANCES_KEY, query] as const, queryFn: ({ signal }) => listWalletBalances(query, signal), placeholderData: keepPreviousData })

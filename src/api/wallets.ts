import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'
import { TRANSFER_FUNDS_FAILED } from '../domain/failureMessages'
import { WALLETS_FETCH_FAILED } from '../domain/walletBalances'

/**
 * Wallets: the merchant's own (`/wallet/my-wallet`), the staff lookup of client wallets
 * (`/wallet/admin/client-wallets`) and the staff payout (`/wallet/admin/transfer-funds`).
 */

type S = components['schemas']
export type Wallet = S['Wallet']
export type ClientWallet = S['AdminWallet']
export type ClientWalletList = S['ClientWalletList']
export type FundsTransferCreate = S['FundsTransferCreate']
export type TransferEnvelope = S['TransferEnvelope']

export const WALLET_LOAD_FAILED = 'Failed to fetch wallet'

export async function fetchMyWallet(signal?: AbortSignal): Promise<Wallet> {
  return (await settle(api.GET('/wallet/my-wallet', { signal }), WALLET_LOAD_FAILED)).data
}

/** Every wallet read (the merchant's own, the staff lookups) starts with this key. */
export const WALLETS_KEY = ['wallets'] as const

export const myWalletQuery = () => queryOptions({ queryKey: [...WALLETS_KEY, 'mine'], queryFn: ({ signal }) => fetchMyWallet(signal) })

export interface ClientWalletSearch {
  search?: string
  page?: number
  page_size?: number
}

export async function findClientWallets(query: ClientWalletSearch, signal?: AbortSignal): Promise<ClientWalletList> {
  return settle(api.GET('/wallet/admin/client-wallets', { params: { query }, signal }), WALLETS_FETCH_FAILED)
}

export const clientWalletsQuery = (query: ClientWalletSearch) =>
  queryOptions({ queryKey: [...WALLETS_KEY, 'client', query], queryFn: ({ signal }) => findClientWallets(query, signal) })

/** One client wallet by its id (the lookup matches ids by substring: the exact one is picked); null when there is none. */
export async function fetchClientWallet(walletId: string, signal?: AbortSignal): Promise<ClientWallet | null> {
  const { results } = await findClientWallets({ search: walletId, page_size: 100 }, signal)
  return results.find((wallet) => wallet.wallet_id === walletId) ?? null
}

export const clientWalletQuery = (walletId: string) =>
  queryOptions({ queryKey: [...WALLETS_KEY, 'client', 'one', walletId], queryFn: ({ signal }) => fetchClientWallet(walletId, signal) })

/** The staff payout, sent with the intent's Idempotency-Key: a retried request never pays out twice. */
export async function transferFunds(body: FundsTransferCreate, idempotencyKey: string, signal?: AbortSignal): Promise<TransferEnvelope> {
  return settle(api.POST('/wallet/admin/transfer-funds', { body, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }), TRANSFER_FUNDS_FAILED)
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components, operations } from './schema'
import { api } from './client'
import { settle } from './apiError'

type S = components['schemas']

export type Transaction = S['Transaction']
export type TransactionList = S['TransactionList']

/** Whose transactions a list shows: the signed-in merchant's own, or every merchant's (admin). */
export type TransactionScope = 'merchant' | 'admin'

/** The admin list's query: the merchant's minus `merchant_id`. */
export type TransactionListQuery = NonNullable<operations['listTransactionsAdmin']['parameters']['query']>

/** The screens' load failure (in the words of SPEC §8's "Failed to fetch ..." messages). */
export const TRANSACTIONS_FETCH_FAILED = 'Failed to fetch transactions'

/** The contract's largest page, used to page through every match (CSV export). */
export const TRANSACTIONS_MAX_PAGE_SIZE = 100

// ------------------------------------------------------------------ lists (/transaction/list, /transaction/admin/list)

/** One page of a transaction list, newest first; rejects with an ApiError carrying the server's message. */
export async function listTransactions(scope: TransactionScope, query: TransactionListQuery, signal?: AbortSignal): Promise<TransactionList> {
  if (scope === 'admin') return settle(api.GET('/transaction/admin/list', { params: { query }, signal }), TRANSACTIONS_FETCH_FAILED)
  // A merchant only ever sees their own: a merchant filter has no meaning (nor a place in the contract) here.
  const { merchant_id: _ignored, ...own } = query
  return settle(api.GET('/transaction/list', { params: { query: own }, signal }), TRANSACTIONS_FETCH_FAILED)
}

/** A list page as a plain read: SPEC §9 cache defaults, the previous page kept on screen while the next loads. */
export function transactionsQuery(scope: TransactionScope, query: TransactionListQuery) {
  return queryOptions({
    queryKey: ['transactions', scope, query],
    queryFn: ({ signal }) => listTransactions(scope, query, signal),
    placeholderData: keepPreviousData,
  })
}

/**
 * Every transaction matching `query` (its page and page size ignored): the pages of the largest
 * size, one after another, through the same call as the list.
 */
export async function listAllTransactions(scope: TransactionScope, query: TransactionListQuery, signal?: AbortSignal): Promise<Transaction[]> {
  const rows: Transaction[] = []
  for (let page = 1; ; page++) {
    const { results, pagination } = await listTransactions(scope, { ...query, page, page_size: TRANSACTIONS_MAX_PAGE_SIZE }, signal)
    rows.push(...results)
    if (page >= pagination.total_pages || results.length === 0) return rows
  }
}

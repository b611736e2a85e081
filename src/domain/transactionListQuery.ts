/** What a transaction list's search asks of the contract, and which of its params are filters. */
import type { TransactionListQuery } from '../api/transactions'
import { definedOnly } from './listSearch'
import { transactionSearchTerm } from './transactionId'
import type { TransactionFilterValues, TransactionSearch } from './transactionSearch'

export const TRANSACTIONS_PAGE_SIZE = 20

/** The filters in force (search and paging aside): drives the Filters dot and the empty state's words. */
export function activeFilters(search: TransactionSearch): TransactionFilterValues {
  return definedOnly({ status: search.status, method: search.method, from: search.from, to: search.to, merchant: search.merchant })
}

export function hasActiveFilters(search: TransactionSearch): boolean {
  return Object.keys(activeFilters(search)).length > 0
}

/** Local midnight at the start of `day`, as the ISO timestamp the contract takes. */
export function startOfDayIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString()
}

/** The last millisecond of local `day`: the "to" day is inclusive. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString()
}

/** The contract's query for one page of the list: only what is set is sent; a receipt's "TX{id}" is searched as the id. */
export function transactionListQuery(search: TransactionSearch): TransactionListQuery {
  return definedOnly({
    page: search.page ?? 1,
    page_size: TRANSACTIONS_PAGE_SIZE,
    search: search.search ? transactionSearchTerm(search.search) : undefined,
    status: search.status,
    payment_method: search.method,
    from_date: search.from ? startOfDayIso(search.from) : undefined,
    to_date: search.to ? endOfDayIso(search.to) : undefined,
    merchant_id: search.merchant,
  }) as TransactionListQuery
}

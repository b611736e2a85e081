/**
 * The transaction lists' URL search params (filters, search, page and the open transaction): one
 * schema per list, built from the field readers of src/domain/listSearch.ts (no schema library:
 * route options stay in the entry chunk), and their translation into the contract's query parameters.
 */
import type { TransactionListQuery } from '../../api/transactions'
import { definedOnly, listSearchSchema, searchFields, type SearchFields } from '../../domain/listSearch'
import type { PaymentMethod } from '../../domain/paymentMethods'
import type { CanonicalTransactionStatus } from '../../domain/transactionStatus'

/** The status filter's choices: CANCELED matches both spellings on the server (contract). */
export const STATUS_FILTERS = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED'] as const satisfies readonly CanonicalTransactionStatus[]
export const METHOD_FILTERS = ['card', 'crypto'] as const satisfies readonly PaymentMethod[]

export interface TransactionFilterValues {
  status?: CanonicalTransactionStatus
  method?: PaymentMethod
  /** First and last calendar day (`YYYY-MM-DD`, the browser's local days), both inclusive. */
  from?: string
  to?: string
  /** Admin only: a merchant's user id (the contract's `merchant_id`). */
  merchant?: string
}

export interface TransactionSearch extends TransactionFilterValues {
  page?: number
  /** Customer e-mail or name (and the merchant's e-mail on the admin list). */
  search?: string
  /** The transaction whose details are open. */
  tx?: string
}

export const TRANSACTIONS_PAGE_SIZE = 20

// The tolerated spelling in a shared URL is read as the one the filter offers.
const readStatus = searchFields.oneOf(STATUS_FILTERS)
const status = (value: unknown) => readStatus(value === 'CANCELLED' ? 'CANCELED' : value)

const merchantFields: SearchFields<Omit<TransactionSearch, 'merchant'>> = {
  page: searchFields.page,
  search: searchFields.text(),
  status,
  method: searchFields.oneOf(METHOD_FILTERS),
  from: searchFields.day,
  to: searchFields.day,
  tx: searchFields.id,
}

/** From after To: the range is reset as a whole. */
const ranges = [['from', 'to']] as const

/** `/transactions`: the merchant's own list has no merchant filter. */
export const merchantTransactionSearch = listSearchSchema<Omit<TransactionSearch, 'merchant'>>(merchantFields, { ranges })

/** `/transactions-admin`: the same plus the merchant filter (a user id). */
export const adminTransactionSearch = listSearchSchema<TransactionSearch>({ ...merchantFields, merchant: searchFields.id }, { ranges })

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

/** The contract's query for one page of the list: only what is set is sent. */
export function transactionListQuery(search: TransactionSearch): TransactionListQuery {
  return definedOnly({
    page: search.page ?? 1,
    page_size: TRANSACTIONS_PAGE_SIZE,
    search: search.search,
    status: search.status,
    payment_method: search.method,
    from_date: search.from ? startOfDayIso(search.from) : undefined,
    to_date: search.to ? endOfDayIso(search.to) : undefined,
    merchant_id: search.merchant,
  }) as TransactionListQuery
}

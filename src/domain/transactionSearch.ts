/**
 * The transaction lists' URL search params (filters, search, page and the open transaction): one
 * schema per list, built from the field readers of src/domain/listSearch.ts. Only the schemas live
 * here: a route's validateSearch stays in the entry chunk, so the list's other rules
 * (transactionListQuery.ts) stay out of it.
 */
import { listSearchSchema, searchFields, type SearchFields } from './listSearch'
import type { PaymentMethod } from './paymentMethods'
import type { CanonicalTransactionStatus } from './transactionStatus'

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

/**
 * The /payment-links list's search params (search and filters live in the URL, so a filtered list
 * survives a reload and can be shared) and their schema, built from the field readers of listSearch.
 * Only the schema lives here: a route's validateSearch stays in the entry chunk, so the rest of the
 * list's rules (paymentLinksFilters.ts) stay out of it.
 */
import type { operations } from '../api/schema'
import { listSearchSchema, searchFields } from './listSearch'
import { LINK_CURRENCIES, type Currency } from './paymentLinkForm'

export type PaymentLinksListQuery = NonNullable<operations['listPaymentLinks']['parameters']['query']>
export type LinkStatusFilter = NonNullable<PaymentLinksListQuery['filter_type']>

export interface PaymentLinksFilters {
  /** Absent: All. */
  status?: Exclude<LinkStatusFilter, 'all'>
  /** Absent: All. */
  currency?: Currency
  min?: number
  max?: number
}

export interface PaymentLinksSearch extends PaymentLinksFilters {
  search?: string
  /** The link whose details are open (the command palette opens a link this way). */
  link?: string
}

/** The route's validateSearch: a Min above the Max is reset with them both. */
export const paymentLinksSearch = listSearchSchema<PaymentLinksSearch>(
  {
    search: searchFields.text(),
    status: searchFields.oneOf(['pending', 'completed'] as const),
    currency: searchFields.oneOf(LINK_CURRENCIES),
    min: searchFields.amount,
    max: searchFields.amount,
    link: searchFields.id,
  },
  { ranges: [['min', 'max']] },
)

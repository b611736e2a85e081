/** The /payment-links list's filters (the filter form, its chips, the dot, the empty state's words) and the list call its search makes (SPEC §7). */
import { z } from 'zod'
import { definedOnly, searchAmount } from './listSearch'
import { typedAmount } from './typedAmount'
import { LINK_CURRENCIES, type Currency } from './paymentLinkForm'
import type { LinkStatusFilter, PaymentLinksFilters, PaymentLinksListQuery, PaymentLinksSearch } from './paymentLinksSearch'

/** SPEC §7, §9: the list is always page 1 of 50. */
export const PAYMENT_LINKS_PAGE = 1
export const PAYMENT_LINKS_PAGE_SIZE = 50

/** The filter form's Status choices (SPEC §2) and the `filter_type` each sends. */
export const LINK_STATUS_FILTERS: readonly {
  value: LinkStatusFilter
  label: string
}[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
]

/** SPEC §7: page=1 and page_size=50 always, `search` when typed, `filter_type` always, `currency` when not All, the bounds when set. */
export function paymentLinksListQuery(search: PaymentLinksSearch): PaymentLinksListQuery {
  return {
    page: PAYMENT_LINKS_PAGE,
    page_size: PAYMENT_LINKS_PAGE_SIZE,
    ...(search.search ? { search: search.search } : {}),
    filter_type: search.status ?? 'all',
    ...(search.currency ? { currency: search.currency } : {}),
    ...(search.min !== undefined ? { amount_min: search.min } : {}),
    ...(search.max !== undefined ? { amount_max: search.max } : {}),
  }
}

export function hasActiveFilters(search: PaymentLinksSearch): boolean {
  return search.status !== undefined || search.currency !== undefined || search.min !== undefined || search.max !== undefined
}

/** A search or a filter narrows the list: an empty answer then means "No payment links found", not "yet". */
export function isNarrowed(search: PaymentLinksSearch): boolean {
  return !!search.search || hasActiveFilters(search)
}

export function filtersOf(search: PaymentLinksSearch): PaymentLinksFilters {
  return definedOnly({
    status: search.status,
    currency: search.currency,
    min: search.min,
    max: search.max,
  })
}

/** The filter form's fields as typed. */
export interface FilterDraft {
  status: LinkStatusFilter
  currency: Currency | 'all'
  min: string
  max: string
}

export const FILTER_MESSAGES = {
  amount: 'Enter an amount of 0 or more, with at most 2 decimals',
  range: 'Max Amount must not be below Min Amount',
} as const

export function filterDraftOf(filters: PaymentLinksFilters): FilterDraft {
  return {
    status: filters.status ?? 'all',
    currency: filters.currency ?? 'all',
    min: filters.min === undefined ? '' : String(filters.min),
    max: filters.max === undefined ? '' : String(filters.max),
  }
}

/** The filters a draft asks for (its amounts as typed in `intl`: "12,50" in French), and what is wrong with it: an amount the list cannot filter by, or a range that matches nothing. */
export function readFilterDraft(
  draft: FilterDraft,
  intl = 'en-US',
): {
  filters: PaymentLinksFilters
  errors: { min: string | null; max: string | null }
} {
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: searchAmount itself reads blank text as no amount
  const amountOf = (text: string) => (text.trim() === '' ? undefined : searchAmount(typedAmount(text, intl)))
  const min = amountOf(draft.min)
  const max = amountOf(draft.max)
  const minError = draft.min.trim() !== '' && min === undefined ? FILTER_MESSAGES.amount : null
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a comparison with an undefined bound is false
  const maxError = draft.max.trim() !== '' && max === undefined ? FILTER_MESSAGES.amount : min !== undefined && max !== undefined && max < min ? FILTER_MESSAGES.range : null
  const filters = definedOnly({
    status: draft.status === 'all' ? undefined : draft.status,
    currency: draft.currency === 'all' ? undefined : draft.currency,
    min,
    max,
  })
  return { filters, errors: { min: minError, max: maxError } }
}

/** The filter form's schema: the draft as typed in (in `intl`), the filters it asks for out; a wrong amount or range is an error under Max or Min Amount. */
export const paymentLinkFiltersSchema = (intl = 'en-US') =>
  z
    .object({
      status: z.custom<LinkStatusFilter>((value) => LINK_STATUS_FILTERS.some((option) => option.value === value)),
      currency: z.union([z.enum(LINK_CURRENCIES), z.literal('all')]),
      min: z.string(),
      max: z.string(),
    })
    .superRefine((draft, context) => {
      const { errors } = readFilterDraft(draft, intl)
      for (const field of ['min', 'max'] as const) {
        const message = errors[field]
        if (message) context.addIssue({ code: 'custom', path: [field], message })
      }
    })
    .transform((draft) => readFilterDraft(draft, intl).filters)

/** The admin wallet list's rules (SPEC §2, §5, §9): its filters, sort, query and how a wallet is shown. */
import { z } from 'zod'
import { searchAmount } from './listSearch'
import { typedAmount } from './typedAmount'
import { AMOUNT_FILTERS, SORT_ORDERS, WALLET_SORT_FIELDS, type AmountFilter, type SortOrder, type WalletBalanceQuery, type WalletListSearch, type WalletSortField } from './walletListSearch'

export const WALLETS_LOAD_FAILED = 'Failed to load wallets'
export const WALLETS_FETCH_FAILED = 'Failed to fetch wallets'
export const WALLETS_ERROR_FALLBACK = 'An error occurred while loading wallets'

/** SPEC §9: page size 20. */
export const WALLET_PAGE_SIZE = 20
/** SPEC §9: newest wallets first. */
export const DEFAULT_WALLET_SORT = { sort_by: 'created_at', sort_order: 'desc' } as const satisfies { sort_by: WalletSortField; sort_order: SortOrder }

/** The filters the panel applies: amounts and the sort. */
export type WalletFilters = Omit<WalletListSearch, 'page' | 'search'>

/** The call's query for the list in the URL: page 1 and the default sort when absent, page size 20, empty filters left out. */
export function walletBalanceQuery(list: WalletListSearch): WalletBalanceQuery {
  const query: WalletBalanceQuery = { page: list.page ?? 1, page_size: WALLET_PAGE_SIZE }
  if (list.search) query.search = list.search
  for (const name of AMOUNT_FILTERS) {
    const value = list[name]
    if (value !== undefined) query[name] = value
  }
  query.sort_by = list.sort_by ?? DEFAULT_WALLET_SORT.sort_by
  query.sort_order = list.sort_order ?? DEFAULT_WALLET_SORT.sort_order
  return query
}

/** Any amount filter set, or a sort other than the default: the Filters button shows its dot. */
export function hasActiveFilters(list: WalletListSearch): boolean {
  return AMOUNT_FILTERS.some((name) => list[name] !== undefined) || (list.sort_by ?? DEFAULT_WALLET_SORT.sort_by) !== DEFAULT_WALLET_SORT.sort_by || (list.sort_order ?? DEFAULT_WALLET_SORT.sort_order) !== DEFAULT_WALLET_SORT.sort_order
}

/** A search or an amount filter narrows the list: an empty page then says "No wallets found" rather than "No wallets yet". */
export function isNarrowed(list: WalletListSearch): boolean {
  return Boolean(list.search) || AMOUNT_FILTERS.some((name) => list[name] !== undefined)
}

/** The filter panel's fields as typed. */
export type WalletFilterDraft = Record<AmountFilter, string> & { sort_by: WalletSortField; sort_order: SortOrder }

export function filterDraft(list: WalletListSearch): WalletFilterDraft {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value))
  return {
    min_balance: text(list.min_balance),
    max_balance: text(list.max_balance),
    min_pending: text(list.min_pending),
    max_pending: text(list.max_pending),
    sort_by: list.sort_by ?? DEFAULT_WALLET_SORT.sort_by,
    sort_order: list.sort_order ?? DEFAULT_WALLET_SORT.sort_order,
  }
}

export const AMOUNT_FILTER_LABELS: Record<AmountFilter, string> = {
  min_balance: 'Min balance',
  max_balance: 'Max balance',
  min_pending: 'Min pending',
  max_pending: 'Max pending',
}

/** An amount that is no number. */
export const UNREADABLE_AMOUNT = 'Enter a number'

/** The filter panel's messages: English here (the tests pin them), the reader's language on the screen; amounts are read as typed in `intl`. */
export interface WalletFilterWords {
  intl: string
  unreadable: string
  negative: string
  decimals: string
  tooLarge: string
  /** A maximum below its minimum. */
  belowMinimum: (max: AmountFilter, min: AmountFilter) => string
}

export const WALLET_FILTER_WORDS: WalletFilterWords = {
  intl: 'en-US',
  unreadable: UNREADABLE_AMOUNT,
  negative: 'Enter an amount of 0 or more',
  decimals: 'Use at most 2 decimal places',
  tooLarge: 'Enter a smaller amount',
  belowMinimum: (max, min) => `${AMOUNT_FILTER_LABELS[max]} must not be less than ${AMOUNT_FILTER_LABELS[min].toLowerCase()}`,
}

function amountError(text: string, words: WalletFilterWords): string {
  const value = Number(text)
  if (!Number.isFinite(value)) return words.unreadable
  // Stryker disable next-line EqualityOperator: 0 is a valid amount, so it never comes here
  if (value < 0) return words.negative
  if (Math.round(value * 100) !== value * 100) return words.decimals
  return words.tooLarge
}

/**
 * The filters a draft applies, or a message per field that is wrong (SPEC §5: numbers with step
 * 0.01; a minimum above its maximum is refused before anything is sent). Empty fields are no filter.
 */
export function parseFilterDraft(draft: WalletFilterDraft, words: WalletFilterWords = WALLET_FILTER_WORDS): { filters: WalletFilters } | { errors: Partial<Record<AmountFilter, string>> } {
  const errors: Partial<Record<AmountFilter, string>> = {}
  const filters: WalletFilters = {}
  for (const name of AMOUNT_FILTERS) {
    const text = typedAmount(draft[name], words.intl)
    if (!text) continue
    const value = searchAmount(text)
    if (value === undefined) errors[name] = amountError(text, words)
    else filters[name] = value
  }
  for (const [min, max] of [['min_balance', 'max_balance'], ['min_pending', 'max_pending']] as const) {
    const [low, high] = [filters[min], filters[max]]
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a comparison with an undefined bound is false; the tests are there for the type checker
    if (low !== undefined && high !== undefined && low > high) errors[max] = words.belowMinimum(max, min)
  }
  if (Object.keys(errors).length > 0) return { errors }
  if (draft.sort_by !== DEFAULT_WALLET_SORT.sort_by) filters.sort_by = draft.sort_by
  if (draft.sort_order !== DEFAULT_WALLET_SORT.sort_order) filters.sort_order = draft.sort_order
  return { filters }
}

/** The filter panel's schema: the fields as typed in, the filters to apply out, or each wrong field's message (parseFilterDraft) in `words`. */
export const walletFiltersSchemaSaying = (words: WalletFilterWords) =>
  z
    .object({
      min_balance: z.string(),
      max_balance: z.string(),
      min_pending: z.string(),
      max_pending: z.string(),
      sort_by: z.enum(WALLET_SORT_FIELDS),
      sort_order: z.enum(SORT_ORDERS),
    })
    .transform((draft, context) => {
      const parsed = parseFilterDraft(draft, words)
      if ('filters' in parsed) return parsed.filters
      for (const [name, message] of Object.entries(parsed.errors)) context.addIssue({ code: 'custom', path: [name], message })
      return z.NEVER
    })

/** A Telegram username as a handle (@name), or null when the user gave none. */
export function telegramHandle(telegram: string | null | undefined): string | null {
  const name = telegram?.trim().replace(/^@+/, '') ?? ''
  return name ? `@${name}` : null
}


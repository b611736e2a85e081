/**
 * The /payment-link and /process-payment query strings, parsed by hand: route options stay in the
 * entry chunk, where even zod/mini's core would cost every page ~12 KB gzip. A value of the wrong
 * type becomes undefined rather than an error page: the checkout machine decides what a missing
 * or implausible id means.
 */
const MAX_TEXT = 200

/**
 * The router JSON-parses query values (`transaction_id=100107` arrives as a number) and writes
 * the validated search back into the URL: a number is kept as a number so that the URL stays
 * `transaction_id=100107` rather than `transaction_id=%22100107%22`. Read it with `searchText`.
 */
export type SearchValue = string | number

function optionalValue(value: unknown): SearchValue | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined
}

export function searchText(value: SearchValue | undefined): string | undefined {
  return value === undefined ? undefined : String(value)
}

export interface CheckoutSearch {
  id?: SearchValue
  transaction_id?: SearchValue
}

export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const id = optionalValue(search.id)
  const transactionId = optionalValue(search.transaction_id)
  return { ...(id !== undefined ? { id } : {}), ...(transactionId !== undefined ? { transaction_id: transactionId } : {}) }
}

/** Payment link ids and transaction ids: letters, digits, "-" and "_", 1 to 64 characters. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isPlausibleId(value: unknown): value is string {
  return typeof value === 'string' && PLAUSIBLE_ID.test(value)
}

/** The checkout's own URL, written by hand so that a numeric-looking id stays plain text (the router would JSON-quote it). */
export function checkoutHref(linkId: string, transactionId?: string): string {
  const base = `/payment-link?id=${encodeURIComponent(linkId)}`
  return transactionId ? `${base}&transaction_id=${encodeURIComponent(transactionId)}` : base
}

/**
 * The /payment-link and /process-payment query strings (`id`, the payment link; `transaction_id`), read by hand
 * from the URL: text of at most 200 characters, anything else left out. The checkout machine decides what a
 * missing or implausible id means.
 */
const MAX_TEXT = 200

export interface CheckoutSearch {
  id?: string
  transaction_id?: string
}

export function parseCheckoutSearch(search: URLSearchParams): CheckoutSearch {
  const text = (name: keyof CheckoutSearch) => {
    const value = search.get(name)
    return value !== null && value.length <= MAX_TEXT ? { [name]: value } : {}
  }
  return { ...text('id'), ...text('transaction_id') }
}

/** Payment link ids and transaction ids: letters, digits, "-" and "_", 1 to 64 characters. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isPlausibleId(value: unknown): value is string {
  return typeof value === 'string' && PLAUSIBLE_ID.test(value)
}

/** The checkout's own URL. */
export function checkoutHref(linkId: string, transactionId?: string): string {
  const base = `/payment-link?id=${encodeURIComponent(linkId)}`
  return transactionId ? `${base}&transaction_id=${encodeURIComponent(transactionId)}` : base
}

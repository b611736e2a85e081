import * as z from 'zod/mini'

/**
 * The /payment-link and /process-payment query strings. zod/mini keeps the validator small
 * (route options stay in the entry chunk). A value of the wrong type becomes undefined rather
 * than an error page: the checkout machine decides what a missing or implausible id means.
 */
const text = z.string().check(z.maxLength(200))

function optionalText(value: unknown): string | undefined {
  const parsed = text.safeParse(typeof value === 'number' ? String(value) : value)
  return parsed.success ? parsed.data : undefined
}

export interface CheckoutSearch {
  id?: string
  transaction_id?: string
}

export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const id = optionalText(search.id)
  const transactionId = optionalText(search.transaction_id)
  return { ...(id !== undefined ? { id } : {}), ...(transactionId !== undefined ? { transaction_id: transactionId } : {}) }
}

/** Payment link ids and transaction ids: letters, digits, "-" and "_", 1 to 64 characters. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isPlausibleId(value: unknown): value is string {
  return typeof value === 'string' && PLAUSIBLE_ID.test(value)
}

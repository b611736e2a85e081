/**
 * A payment link's return address (issue 19): the merchant's page that the checkout's outcome
 * screens offer ("Back to <shop>"). The create dialog and the sandbox's /transaction/payment-link/create
 * use this one rule and its words, so the form and the server never disagree.
 */
import { safeExternalUrl } from './safeUrl.ts'

export const RETURN_URL_MAX = 2048

export const RETURN_URL_MESSAGES = {
  invalid: 'Enter a full https:// address, e.g. https://shop.example.com/thanks',
  tooLong: `The address can be at most ${RETURN_URL_MAX} characters`,
} as const

export type ReturnUrlParse = { url: string | null; error: null } | { url: null; error: string }

/** Blank is "no return address"; otherwise an absolute https URL (http on localhost) without user name or password. */
export function parseReturnUrl(input: unknown): ReturnUrlParse {
  if (input === null || input === undefined) return { url: null, error: null }
  if (typeof input !== 'string') return { url: null, error: RETURN_URL_MESSAGES.invalid }
  const value = input.trim()
  if (value === '') return { url: null, error: null }
  if (value.length > RETURN_URL_MAX) return { url: null, error: RETURN_URL_MESSAGES.tooLong }
  const url = safeExternalUrl(value)
  const parsed = url ? new URL(url) : null
  if (!parsed || /\s/.test(value) || parsed.username || parsed.password) return { url: null, error: RETURN_URL_MESSAGES.invalid }
  return { url: parsed.href, error: null }
}

/** Where "Back to <shop>" leads and what it is called (the shop's hostname). */
export interface ShopReturn {
  href: string
  shop: string
}

/** The link's way back to the shop, or null when it has no usable return address. */
export function shopReturn(returnUrl: unknown): ShopReturn | null {
  const parsed = parseReturnUrl(returnUrl)
  if (!parsed.url) return null
  return { href: parsed.url, shop: new URL(parsed.url).hostname }
}

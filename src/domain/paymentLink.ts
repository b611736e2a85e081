/** How a payment link is shown: its status, its url cut to the spec's lengths, and whether its url may become a link. */
import type { components } from '../api/schema'

export type PaymentLink = components['schemas']['PaymentLink']

/** SPEC §9: the url shows 20 characters in the list, 40 in the details. */
export const LIST_URL_CHARS = 20
export const DETAILS_URL_CHARS = 40

/** The first `max` characters, with an ellipsis when something was cut. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** SPEC §4: Active or Expired, from is_expired. */
export function linkStatusLabel(link: Pick<PaymentLink, 'is_expired'>): 'Active' | 'Expired' {
  return link.is_expired ? 'Expired' : 'Active'
}

/**
 * A link's checkout url, when it is safe to open: https anywhere, or http(s) on the app's own
 * origin (the sandbox serves http on localhost). The url comes from the server: anything else
 * (javascript:, data:, relative, malformed) stays text.
 */
export function checkoutUrl(value: string, appOrigin: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && url.origin === appOrigin) return url.href
  return null
}

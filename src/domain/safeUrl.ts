const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A URL the checkout may send the customer to (the card provider's page, the server's QR image):
 * https anywhere, http only on localhost (the sandbox). Anything else (javascript:, data:,
 * relative or malformed) is treated as no URL.
 */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.href
  return null
}

export const AFTER_LOGIN = '/dashboard'

const PROBE_ORIGIN = 'http://paygrid.invalid'
const PUBLIC_ONLY = ['/login', '/register', '/forgot-password', '/reset-password']

/**
 * Where to go after login: only ever a same-origin path of this app. Absolute and protocol-relative
 * URLs, backslash tricks, `javascript:` and the public-only pages themselves land on /dashboard.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return AFTER_LOGIN
  try {
    const url = new URL(value, PROBE_ORIGIN)
    if (url.origin !== PROBE_ORIGIN || PUBLIC_ONLY.includes(url.pathname.replace(/\/+$/, ''))) return AFTER_LOGIN
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return AFTER_LOGIN
  }
}

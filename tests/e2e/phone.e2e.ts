import type { Browser, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setUpBrowser, VIEWPORTS } from './support/browser'
import { watchCspViolations } from './support/cspViolations'
import { logIn } from './support/logIn'

/**
 * Issue 35 §10 on a phone held in the hand (390 px, a touch screen): a list's Apply closes its filter panel and brings
 * the results, the palette's "Ctrl K" is not offered where there is no keyboard, a toast leaves the screen's buttons free.
 */
const e2e = setUpBrowser()

async function phonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true })
  await watchCspViolations(context)
  return context.newPage()
}

const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.top < window.innerHeight
  })

const overlaps = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()]
  if (!one || !two) throw new Error('not on screen')
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
}

describe('on a phone (issue 35 §10)', () => {
  it('Apply Filters closes the panel and moves to the results; a refused filter keeps it open', async () => {
    const page = await phonePage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/transactions')
    const results = page.getByRole('region', { name: 'Transactions' })
    await results.locator('tbody tr').first().waitFor()
    await page.getByRole('button', { name: /^Filters/ }).click()
    const panel = page.getByRole('form', { name: 'Transaction filters' })
    await panel.waitFor()
    // To before From is refused: the panel stays, with the error.
    await panel.getByLabel('From Date').fill('2026-11-20')
    await panel.getByLabel('To Date').fill('2026-11-10')
    await panel.getByRole('button', { name: 'Apply Filters' }).click()
    await panel.locator('[data-invalid]').first().waitFor()
    expect(await panel.isVisible()).toBe(true)
    await panel.getByLabel('To Date').fill('2026-11-30')
    await panel.getByLabel('Status').selectOption({ label: 'Completed' })
    await panel.getByRole('button', { name: 'Apply Filters' }).click()
    await panel.waitFor({ state: 'detached' })
    await page.waitForURL(/status=/)
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-11-30')
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-list-results'))
    expect(await inViewport(results)).toBe(true)
    await page.context().close()
  })

  it('the search button shows no "Ctrl K" on a touch screen (a desktop keeps it)', async () => {
    const page = await phonePage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    const search = page.getByRole('button', { name: /^Search/ }).first()
    await search.waitFor()
    expect(await search.locator('kbd').isVisible()).toBe(false)
    await page.context().close()

    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: VIEWPORTS.desktop })
    const desktop = await context.newPage()
    await logIn(desktop, 'merchant@paygrid.test')
    await desktop.getByRole('heading', { name: 'Overview' }).waitFor()
    expect(await desktop.getByRole('button', { name: /^Search/ }).first().locator('kbd').isVisible()).toBe(true)
    await context.close()
  })

  it('a toast on "Choose Your Plan" covers neither Logout nor Go to Dashboard', async () => {
    const page = await phonePage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'plan@paygrid.test')
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor()
    await page.getByLabel('Coupon code').fill('nope')
    await page.getByRole('button', { name: 'Apply' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Invalid promo code' }).first()
    await toast.waitFor()
    for (const name of ['Logout', 'Go to Dashboard']) expect(await overlaps(toast, page.getByRole('button', { name }))).toBe(false)
    await page.context().close()
  })
})

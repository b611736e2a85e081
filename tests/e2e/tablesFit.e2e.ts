import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

/** Every list screen of each role (SPEC §2's menus) that shows a table of rows. */
const LISTS = {
  'merchant@paygrid.test': ['/payment-links', '/transactions', '/wallet'],
  'admin@paygrid.test': ['/transactions-admin', '/wallets-admin', '/subscription-admin'],
  'staff@paygrid.test': ['/funds-transfer', '/integration-validation', '/validated-integration'],
} as const

/** The page's and each table's geometry, and where each row's action sits. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const regions = [...document.querySelectorAll('main table')].map((table) => {
      const region = (table.closest('[role=region]') ?? table) as HTMLElement
      const box = region.getBoundingClientRect()
      const rows = [...table.querySelectorAll('tbody tr:not([aria-hidden])')]
      return {
        scrollWidth: region.scrollWidth,
        clientWidth: region.clientWidth,
        rows: rows.length,
        cards: rows.filter((row) => getComputedStyle(row).display === 'block').length,
        actions: rows.flatMap((row) => [...row.querySelectorAll('td[data-action] button, td[data-action] a')].map((action) => action.getBoundingClientRect())).map((action) => ({ inside: action.left >= box.left - 0.5 && action.right <= box.right + 0.5 && action.right <= window.innerWidth })),
      }
    })
    return { sideways: document.documentElement.scrollWidth > window.innerWidth, regions }
  })

async function eachList(size: keyof typeof VIEWPORTS, check: (path: string, seen: Awaited<ReturnType<typeof layout>>) => void) {
  for (const [email, paths] of Object.entries(LISTS)) {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS[size])
    await logIn(page, email)
    for (const path of paths) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.locator('main tbody tr:not([aria-hidden])').first().waitFor()
      check(path, await layout(page))
    }
    await context.close()
  }
}

describe('tables that fit', () => {
  it('at 1280 px every column and every row action is inside the table, which never scrolls sideways', async () => {
    await eachList('desktop', (path, seen) => {
      expect(seen.sideways, path).toBe(false)
      expect(seen.regions.length, path).toBeGreaterThan(0)
      for (const region of seen.regions) {
        expect(region.scrollWidth, `${path}: the table's width`).toBeLessThanOrEqual(region.clientWidth)
        expect(region.cards, `${path}: rows are table rows`).toBe(0)
        expect(region.actions.every(({ inside }) => inside), `${path}: row actions in view`).toBe(true)
      }
    })
  }, 120_000)

  it('at 390 px each row is a card with its action in view, and no screen scrolls sideways', async () => {
    await eachList('phone', (path, seen) => {
      expect(seen.sideways, path).toBe(false)
      for (const region of seen.regions) {
        expect(region.cards, `${path}: one card per row`).toBe(region.rows)
        expect(region.scrollWidth, `${path}: the cards' width`).toBeLessThanOrEqual(region.clientWidth)
        expect(region.actions.every(({ inside }) => inside), `${path}: row actions in view`).toBe(true)
      }
    })
  }, 120_000)
})

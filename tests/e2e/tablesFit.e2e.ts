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

/** The lists without the one toolbar: the review queue has nothing to search, filter or export. */
const NO_TOOLBAR = new Set(['/integration-validation'])

/** The page's and each table's geometry, where each row's action sits, and the toolbar's controls in reading order. */
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
    const toolbar = document.querySelector('main [data-list-toolbar]')
    const table = document.querySelector('main table')?.closest('[role=region]')
    const controls = toolbar
      ? [...toolbar.querySelectorAll('input[type=search], button')]
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .map(({ control, box }) => ({ name: control.matches('input') ? 'search' : (control.textContent ?? '').replace(/\(active\)/, '').trim(), top: box.top, left: box.left, bottom: box.bottom }))
          .filter(({ name }) => ['search', 'Filters', 'Export CSV'].includes(name))
      : []
    const above = Boolean(toolbar && table && toolbar.getBoundingClientRect().bottom <= table.getBoundingClientRect().top)
    return { sideways: document.documentElement.scrollWidth > window.innerWidth, regions, controls, above }
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

/** Every list but the review queue: one toolbar above its table, reading search, Filters, export (those it has) in that order. */
function toolbarInOrder(path: string, seen: Awaited<ReturnType<typeof layout>>) {
  if (NO_TOOLBAR.has(path)) return expect(seen.controls, path).toEqual([])
  const names = seen.controls.map(({ name }) => name)
  expect(names.length, `${path}: a toolbar`).toBeGreaterThan(0)
  expect(names, `${path}: search, Filters, export`).toEqual(['search', 'Filters', 'Export CSV'].filter((name) => names.includes(name)))
  expect(seen.above, `${path}: the toolbar above the table`).toBe(true)
  // Reading order on screen too: each control below or to the right of the one before.
  for (let index = 1; index < seen.controls.length; index++) {
    const [before, after] = [seen.controls[index - 1]!, seen.controls[index]!]
    expect(after.top >= before.bottom - 1 || after.left > before.left, `${path}: ${after.name} after ${before.name}`).toBe(true)
  }
}

describe('tables that fit', () => {
  it('at 1280 px every column and every row action is inside the table, which never scrolls sideways', async () => {
    await eachList('desktop', (path, seen) => {
      expect(seen.sideways, path).toBe(false)
      expect(seen.regions.length, path).toBeGreaterThan(0)
      toolbarInOrder(path, seen)
      // Side by side on a laptop: the search, then Filters, then export, left to right.
      for (const [before, after] of seen.controls.slice(1).map((control, index) => [seen.controls[index]!, control] as const)) expect(after.left, `${path}: ${after.name} right of ${before.name}`).toBeGreaterThan(before.left)
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
      toolbarInOrder(path, seen)
      for (const region of seen.regions) {
        expect(region.cards, `${path}: one card per row`).toBe(region.rows)
        expect(region.scrollWidth, `${path}: the cards' width`).toBeLessThanOrEqual(region.clientWidth)
        expect(region.actions.every(({ inside }) => inside), `${path}: row actions in view`).toBe(true)
      }
    })
  }, 120_000)

  it('one list: its filters show as chips; a chip lifts its filter and Clear all the rest, in the URL and the list', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.desktop)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/payment-links?status=pending&currency=EUR&min=20')
    const chips = page.getByRole('group', { name: 'Active filters' })
    await chips.waitFor()
    expect(await chips.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent))).toEqual([
      'Remove filter Status: Pending',
      'Remove filter Currency: EUR',
      'Remove filter Min Amount: 20.00',
      'Clear all',
    ])
    const listCall = (check: (url: URL) => boolean) => page.waitForResponse((response) => response.url().includes('/transaction/payment-link/list') && check(new URL(response.url())))
    await Promise.all([listCall((url) => !url.searchParams.has('currency') && url.searchParams.get('filter_type') === 'pending'), chips.getByRole('button', { name: 'Remove filter Currency: EUR' }).click()])
    expect(new URL(page.url()).searchParams.has('currency')).toBe(false)
    await Promise.all([listCall((url) => url.searchParams.get('filter_type') === 'all' && !url.searchParams.has('amount_min')), chips.getByRole('button', { name: 'Clear all' }).click()])
    await chips.waitFor({ state: 'detached' })
    expect(new URL(page.url()).search).toBe('')
    await page.getByText('20 of 20 payment links').waitFor()
    await context.close()
  }, 60_000)
})

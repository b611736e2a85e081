import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { downloaded, expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'
import { parseCsv } from '../support/parseCsv'
import { MERCHANT_CSV_HEADER } from '../support/transactionsCsvHeader'

const e2e = setUpBrowser()

/** The query of every GET the page sends to `path` under the sandbox API, in order. */
function recordQueries(page: Page, path: string): Record<string, string>[] {
  const seen: Record<string, string>[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === `/sandbox${path}`) seen.push(Object.fromEntries(url.searchParams))
  })
  return seen
}

/** Polls until `check` passes (the page answers asynchronously). */
async function eventually(check: () => void | Promise<void>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > end) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr')
/** The list's counter: a page of it ("Showing 1–20 of 60 transactions") or the whole of it ("7 transactions", "1 transaction"). */
const rangeText = (page: Page) => page.getByText(/^(Showing \d+–\d+ of \d+|\d+) (transactions?|subscriptions?)$/)
const totalIn = (counter: string) => Number(/of (\d+)/.exec(counter)?.[1] ?? /^\d+/.exec(counter)![0])

async function downloadCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  return { name: download.suggestedFilename(), rows: parseCsv((await downloaded(download)).toString('utf8')) }
}

describe('transactions in Chromium against the sandbox', () => {
  it('merchant@ filters by status, method and dates, searches a customer, pages, opens the details and exports CSV', { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const queries = recordQueries(page, '/transaction/list')
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/transactions')
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor()
    await page.getByText('Showing 1–20 of 60 transactions').waitFor()
    expect(queries[0]).toEqual({ page: '1', page_size: '20' })
    expect(await bodyRows(page, 'Transactions').count()).toBe(20)
    await expectNoAxeViolations(page)

    // Filters: Completed card payments of the last 60 days.
    await page.getByRole('button', { name: 'Filters' }).click()
    const form = page.getByRole('form', { name: 'Transaction filters' })
    await form.getByLabel('Status').selectOption({ label: 'Completed' })
    await form.getByLabel('Method').selectOption({ label: 'Card' })
    const from = day(new Date(Date.now() - 60 * 24 * 3600 * 1000))
    const to = day(new Date())
    await form.getByLabel('From date').fill(from)
    await form.getByLabel('To date').fill(to)
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Apply Filters' }).click()
    await eventually(() => expect(searchOf(page)).toEqual({ status: 'COMPLETED', method: 'card', from, to }))
    await eventually(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        page_size: '20',
        status: 'COMPLETED',
        payment_method: 'card',
        from_date: new Date(`${from}T00:00:00`).toISOString(),
        to_date: new Date(`${to}T23:59:59.999`).toISOString(),
      }),
    )
    await page.getByTestId('filters-active-dot').waitFor()
    const filtered = bodyRows(page, 'Transactions')
    await eventually(async () => expect(await filtered.count()).toBeGreaterThan(0))
    for (const row of await filtered.all()) {
      expect(await row.getByText('Completed', { exact: true }).count()).toBe(1)
      expect(await row.getByText('Card', { exact: true }).count()).toBe(1)
    }
    await form.getByRole('button', { name: 'Clear Filters' }).click()
    await page.getByText('Showing 1–20 of 60 transactions').waitFor()

    // Search a customer's e-mail: one request once typing pauses.
    const customer = (await bodyRows(page, 'Transactions').nth(3).locator('td').nth(1).locator('p').last().textContent())!.trim()
    await page.getByRole('searchbox', { name: 'Search transactions' }).pressSequentially(customer, { delay: 20 })
    await eventually(() => expect(searchOf(page)).toEqual({ search: customer }))
    await eventually(async () => expect(await bodyRows(page, 'Transactions').count()).toBe(await page.getByRole('table', { name: 'Transactions' }).getByText(customer).count()))
    expect(queries.filter((query) => query.search !== undefined)).toEqual([{ page: '1', page_size: '20', search: customer }])
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('')
    await page.getByText('Showing 1–20 of 60 transactions').waitFor()

    // Paging.
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText('Showing 21–40 of 60 transactions').waitFor()
    expect(searchOf(page)).toEqual({ page: '2' })
    expect(queries.at(-1)).toEqual({ page: '2', page_size: '20' })

    // Details: the id in the URL, survives a reload, Escape closes.
    await bodyRows(page, 'Transactions').first().getByRole('button', { name: /^Details of transaction / }).click()
    const drawer = page.getByRole('dialog', { name: 'Transaction details' })
    await drawer.waitFor()
    // Opaque ids have letters: the router writes them as they are (only a digits-only string would be JSON-quoted).
    const txId = searchOf(page).tx!
    expect(txId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    await drawer.getByRole('heading', { name: 'Billing information' }).waitFor()
    await expectNoAxeViolations(page)
    await page.reload()
    await drawer.getByText(`Transaction ${txId}`).waitFor()
    await drawer.getByRole('heading', { name: 'Payment link' }).waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(searchOf(page)).toEqual({ page: '2' })

    // CSV of every pending transaction (all pages), read back.
    await page.goto('/transactions?status=PENDING')
    await rangeText(page).waitFor()
    const total = totalIn((await rangeText(page).textContent())!)
    const csv = await downloadCsv(page)
    expect(csv.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = csv.rows
    expect(header).toEqual(MERCHANT_CSV_HEADER)
    expect(rows).toHaveLength(total)
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Pending']))
    for (const row of rows) expect(Number(row[5]) + Number(row[6])).toBeCloseTo(Number(row[7]), 2)
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '100', status: 'PENDING' })
    await context.close()
  })

  it('merchant@ on a phone: the list and the drawer never scroll the page sideways', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/transactions')
    await page.getByText('Showing 1–20 of 60 transactions').waitFor()
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('form', { name: 'Transaction filters' }).waitFor()
    await expectNoSidewaysScroll(page)
    await bodyRows(page, 'Transactions').first().getByRole('button', { name: /^Details of transaction / }).click()
    await page.getByRole('dialog', { name: 'Transaction details' }).getByRole('heading', { name: 'Billing information' }).waitFor()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('admin@ sees the merchant column, filters by a merchant from the details, and exports with the merchant', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const queries = recordQueries(page, '/transaction/admin/list')
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/transactions-admin')
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor()
    await rangeText(page).waitFor()
    expect(await page.getByRole('table', { name: 'All transactions' }).getByRole('columnheader').allTextContents()).toEqual(['Date', 'Merchant', 'Customer', 'Method', 'Amount', 'Fee', 'Gross', 'Settled', 'Status', 'Actions'])
    await expectNoAxeViolations(page)

    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('reviewer@paygrid.test')
    await eventually(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', search: 'reviewer@paygrid.test' }))
    await eventually(async () => {
      const rows = bodyRows(page, 'All transactions')
      expect(await rows.count()).toBeGreaterThan(0)
      expect(await rows.count()).toBe(await rows.getByText('reviewer@paygrid.test').count())
    })

    await bodyRows(page, 'All transactions').first().getByRole('button', { name: /^Details of transaction / }).click()
    const drawer = page.getByRole('dialog', { name: 'Transaction details' })
    await drawer.getByRole('heading', { name: 'Merchant' }).waitFor()
    expect(await drawer.getByRole('link', { name: 'Open in Payment Links' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await drawer.getByRole('button', { name: "Show only this merchant's transactions" }).click()
    await drawer.waitFor({ state: 'hidden' })
    await eventually(() => expect(searchOf(page)).toEqual({ search: 'reviewer@paygrid.test', merchant: 'usr_reviewer' }))
    await eventually(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', search: 'reviewer@paygrid.test', merchant_id: 'usr_reviewer' }))
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('')
    await eventually(() => expect(searchOf(page)).toEqual({ merchant: 'usr_reviewer' }))
    await rangeText(page).waitFor()
    const total = totalIn((await rangeText(page).textContent())!)

    const csv = await downloadCsv(page)
    expect(csv.name).toMatch(/^all-transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = csv.rows
    expect(header!.slice(-3)).toEqual(['Merchant name', 'Merchant email', 'Merchant ID'])
    expect(rows).toHaveLength(total)
    expect(new Set(rows.map((row) => row.at(-2)))).toEqual(new Set(['reviewer@paygrid.test']))

    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoSidewaysScroll(page)
    await context.close()
  })

  it('admin@ filters the subscriptions by plan and state, pages them, on a desktop and a phone', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const queries = recordQueries(page, '/subscription/admin/list')
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/subscription-admin')
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor()
    await rangeText(page).waitFor()
    expect(queries[0]).toEqual({ page: '1', page_size: '20' })
    expect(await page.getByRole('table', { name: 'Subscriptions' }).getByRole('columnheader').allTextContents()).toEqual(['User', 'Plan', 'Billing', 'State', 'Period', 'Amount charged'])
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Next page' }).click()
    await eventually(() => expect(searchOf(page)).toEqual({ page: '2' }))
    await eventually(() => expect(queries.at(-1)).toEqual({ page: '2', page_size: '20' }))

    const filters = page.getByRole('form', { name: 'Subscription filters' })
    await page.getByRole('button', { name: 'Filters' }).click()
    await filters.getByLabel('Plan').selectOption({ label: 'Pro' })
    await filters.getByRole('button', { name: 'Apply Filters' }).click()
    await eventually(() => expect(searchOf(page)).toEqual({ plan: 'pro' }))
    await filters.getByLabel('State').selectOption({ label: 'Active' })
    await filters.getByRole('button', { name: 'Apply Filters' }).click()
    await eventually(() => expect(searchOf(page)).toEqual({ plan: 'pro', state: 'active' }))
    await eventually(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', plan: 'pro', state: 'active' }))
    const rows = bodyRows(page, 'Subscriptions')
    await eventually(async () => {
      expect(await rows.count()).toBeGreaterThan(0)
      expect(await rows.getByText('Pro', { exact: true }).count()).toBe(await rows.count())
      expect(await rows.getByText('Active', { exact: true }).count()).toBe(await rows.count())
    })
    await page.reload()
    await page.getByRole('button', { name: /^Filters/ }).click()
    await eventually(async () => expect(await filters.getByLabel('Plan').inputValue()).toBe('pro'))
    expect(await filters.getByLabel('State').inputValue()).toBe('active')

    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })
})

import { describe, expect, it } from 'vitest'
import type { Page, Response } from 'playwright-core'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

type S = components['schemas']

const e2e = setUpBrowser()
const CALCULATE = '/sandbox/transaction/admin/calculate-transactions/'
const WALLETS = '/sandbox/wallet/admin-wallet-balances'

const isCall = (path: string) => (response: Response) => new URL(response.url()).pathname === path && response.request().method() === 'GET'

/** The value a `dt` labels (stat cards and detail lists), as the page shows it. */
const shown = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText()

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/** The figures on screen are the sandbox's answer, as the results format them. */
async function expectFigures(page: Page, calculation: S['Calculation']) {
  const usd = (amount: string) => formatMoney(amount, 'USD')
  expect(await shown(page, 'Total Transactions')).toBe(new Intl.NumberFormat('en-US').format(calculation.transaction_count))
  expect(await shown(page, "Merchants' Net")).toBe(usd(calculation.amounts.total_amount))
  expect(await shown(page, 'Total Fees')).toBe(usd(calculation.amounts.total_paygrid_fees))
  expect(await shown(page, 'Gross Volume')).toBe(usd(calculation.amounts.total_gross_amount))
  expect(await shown(page, 'Average amount')).toBe(usd(calculation.averages.average_amount))
  expect(await shown(page, 'Average fees')).toBe(usd(calculation.averages.average_paygrid_fees))
  expect(await shown(page, 'Average gross')).toBe(usd(calculation.averages.average_gross_amount))
  // One figure once (issue 35 §11): the per-transaction sum only where it differs from the gross volume.
  if (Number(calculation.amounts.total_from_amount) === Number(calculation.amounts.total_gross_amount)) expect(await page.locator('dt', { hasText: /^Total from amount$/ }).count()).toBe(0)
  else expect(await shown(page, 'Total from amount')).toBe(usd(calculation.amounts.total_from_amount))
  expect(await shown(page, 'Total gross amount')).toBe(usd(calculation.amounts.total_gross_amount))
  expect(await shown(page, 'Fee percentage')).toBe(`${calculation.breakdown.fees_percentage.toFixed(2)}%`)
  expect(await shown(page, 'Amount percentage')).toBe(`${calculation.breakdown.amount_percentage.toFixed(2)}%`)
}

/** The previous calendar month as the From/To inputs take it. */
function lastMonth(now = new Date()) {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const last = new Date(now.getFullYear(), now.getMonth(), 0)
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  return { from: `${day(first)}T00:00`, to: `${day(last)}T23:59` }
}

describe('admin calculator and wallet balances in Chromium against the sandbox', () => {
  it('calculates all time and last month: the figures are the sandbox answer, dates sent as ISO; To before From is refused; Clear', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/calculator')
    await page.getByText('Ready to Calculate').waitFor()
    await expectNoAxeViolations(page)

    const [allTime] = await Promise.all([page.waitForResponse(isCall(CALCULATE)), page.getByRole('button', { name: 'Calculate' }).click()])
    expect([...new URL(allTime.url()).searchParams.keys()]).toEqual([])
    const all = ((await allTime.json()) as S['CalculatorResponse']).calculation
    await page.getByText('Total Transactions').waitFor()
    expect(all.transaction_count).toBeGreaterThan(0)
    await expectFigures(page, all)
    expect(await shown(page, 'Requested range')).toBe('All time')
    await expectNoAxeViolations(page)

    const month = lastMonth()
    await page.getByLabel('From Date').fill(month.from)
    await page.getByLabel('To Date').fill(month.to)
    const [oneMonth] = await Promise.all([page.waitForResponse(isCall(CALCULATE)), page.getByRole('button', { name: 'Calculate' }).click()])
    // The browser's own reading of the wall-clock times (its time zone), the To to the end of its minute.
    const expected = await page.evaluate(({ from, to }) => ({ from_date: new Date(from).toISOString(), to_date: new Date(new Date(to).getTime() + 59_999).toISOString() }), month)
    expect(Object.fromEntries(new URL(oneMonth.url()).searchParams)).toEqual(expected)
    const monthly = ((await oneMonth.json()) as S['CalculatorResponse']).calculation
    await page.waitForFunction((count) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Total Transactions')?.nextElementSibling?.textContent === String(count), monthly.transaction_count)
    await expectFigures(page, monthly)
    expect(monthly.transaction_count).toBeLessThan(all.transaction_count)
    // The same question asked straight from here with the admin's token gets the same answer.
    const access = await page.evaluate(() => localStorage.getItem('access'))
    const direct = await fetch(`${e2e.baseUrl}${CALCULATE}?${new URLSearchParams(expected)}`, { headers: { Authorization: `Bearer ${access}` } })
    expect(((await direct.json()) as S['CalculatorResponse']).calculation).toEqual(monthly)

    let sent = 0
    page.on('request', (request) => {
      if (request.url().includes(CALCULATE)) sent += 1
    })
    await page.getByLabel('From Date').fill(month.to)
    await page.getByLabel('To Date').fill(month.from)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByText('To Date must not be before From Date').waitFor()
    expect(sent).toBe(0)

    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByText('Ready to Calculate').waitFor()
    expect(await page.getByLabel('From Date').inputValue()).toBe('')
    expect(await page.getByLabel('To Date').inputValue()).toBe('')
    expect(await page.getByText('Total Transactions').count()).toBe(0)
    await context.close()
  })

  it('at 390 px the calculator results never scroll the page sideways', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/calculator')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByText('Revenue Breakdown').waitFor()
    await expectNoSidewaysScroll(page)
    // Every card value is whole on the phone: the exchange rate's "1 EUR = … USD on average (… to …)" wraps (issue 35 §11).
    const cut = await page.getByRole('table', { name: 'Totals by currency' }).evaluate((table) =>
      [...table.querySelectorAll('td')].filter((cell) => cell.scrollWidth > cell.clientWidth || cell.getBoundingClientRect().right > table.getBoundingClientRect().right + 0.5).map((cell) => cell.textContent),
    )
    expect(cut).toEqual([])
    expect(await page.getByRole('cell', { name: /on average/ }).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('pages, searches, filters and sorts the 47 client wallets with the exact query, and resets', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'admin@paygrid.test')
    const queries: Record<string, string>[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === WALLETS) queries.push(Object.fromEntries(url.searchParams))
    })
    const rows = page.locator('table tbody tr')
    await page.goto('/wallets-admin')
    await page.getByText('Page 1 of 3').waitFor()
    expect(queries).toEqual([{ page: '1', page_size: '20', sort_by: 'created_at', sort_order: 'desc' }])
    expect(await shown(page, 'Total Wallets')).toBe('47')
    expect(await rows.count()).toBe(20)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText('Page 2 of 3').waitFor()
    await page.getByRole('button', { name: 'Last page' }).click()
    await page.getByText('Page 3 of 3').waitFor()
    await expect.poll(() => rows.count()).toBe(7)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await page.getByText('Page 2 of 3').waitFor()
    await page.getByRole('button', { name: 'First page' }).click()
    await page.getByText('Page 1 of 3').waitFor()
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '3', '2', '1'])

    const search = page.getByRole('searchbox', { name: 'Search wallets' })
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText('Page 2 of 3').waitFor()
    await search.fill('client0')
    await search.press('Enter')
    await page.getByText('client09@paygrid.test').waitFor()
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', search: 'client0', sort_by: 'created_at', sort_order: 'desc' })
    expect(new URL(page.url()).search).toBe('?search=client0')
    await expect.poll(() => rows.count()).toBe(9)
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0)
    await search.fill('nobody-here')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('No wallets found').waitFor()
    await page.getByText('Try adjusting your search terms or filters').waitFor()
    await page.getByRole('button', { name: 'Clear search and filters' }).click()
    await page.getByText('Page 1 of 3').waitFor()

    const filters = page.getByRole('form', { name: 'Wallet filters' })
    await page.getByRole('button', { name: 'Filters' }).click()
    await filters.getByLabel('Min balance').fill('1000')
    await filters.getByLabel('Max balance').fill('500')
    const before = queries.length
    await filters.getByRole('button', { name: 'Apply Filters' }).click()
    await filters.getByText('Max balance must not be less than min balance').waitFor()
    expect(queries).toHaveLength(before)
    await filters.getByLabel('Max balance').fill('4000')
    await filters.getByLabel('Sort by').selectOption({ label: 'Balance' })
    await filters.getByLabel('Sort order').selectOption({ label: 'Ascending' })
    const [filtered] = await Promise.all([page.waitForResponse(isCall(WALLETS)), filters.getByRole('button', { name: 'Apply Filters' }).click()])
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', min_balance: '1000', max_balance: '4000', sort_by: 'balance', sort_order: 'asc' })
    await page.getByTestId('filters-active-dot').waitFor()
    const list = (await filtered.json()) as S['WalletListResponse']
    await page.waitForFunction((count) => document.querySelectorAll('table tbody tr').length === count, list.data.length)
    const balances = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((text) => Number(text.replace(/[$,]/g, '')))
    expect(balances).toEqual(list.data.map((wallet) => Number(wallet.balance)))
    expect(balances.length).toBeGreaterThan(1)
    expect(balances).toEqual([...balances].sort((a, b) => a - b))
    expect(balances.every((balance) => balance >= 1000 && balance <= 4000)).toBe(true)
    expect(await shown(page, 'Total Wallets')).toBe(String(list.statistics.total_wallets))

    await filters.getByRole('button', { name: 'Reset' }).click()
    await page.waitForFunction(() => !document.querySelector('[data-testid="filters-active-dot"]'))
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', sort_by: 'created_at', sort_order: 'desc' })
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  })

  it('opens a wallet details dialog and copies the full wallet ID, with the tick for 2 s', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl })
    await logIn(page, 'admin@paygrid.test')
    const [first] = await Promise.all([page.waitForResponse(isCall(WALLETS)), page.goto('/wallets-admin')])
    const wallet = ((await first.json()) as S['WalletListResponse']).data[0]!
    await page.getByRole('button', { name: `Details of ${wallet.user.email}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Wallet Details' })
    await dialog.waitFor()
    const detail = (label: string) => dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText()
    expect(await detail('Wallet ID')).toBe(`${wallet.wallet_id.slice(0, 12)}...${wallet.wallet_id.slice(-4)}`)
    expect(await detail('Email')).toBe(wallet.user.email)
    expect(await detail('User ID')).toBe(wallet.user.id)
    expect(await detail('Telegram')).toBe(wallet.user.telegram ? `@${wallet.user.telegram}` : 'Not provided')
    expect(await detail('Combined balance')).toBe(formatMoney(wallet.combined_balance, 'USD'))
    await expectNoAxeViolations(page)
    // The tick starts after the click: measured from it, however late the page is seen ticked.
    const clickedAt = Date.now()
    await dialog.getByRole('button', { name: 'Copy wallet ID' }).click()
    await page.getByText('Wallet ID copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.wallet_id)
    await dialog.getByRole('button', { name: 'Copy wallet ID: copied' }).waitFor()
    await dialog.getByRole('button', { name: 'Copy wallet ID', exact: true }).waitFor({ timeout: 5000 })
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('at 390 px each wallet is a card with its Details in view, and the page never scrolls sideways', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/wallets-admin')
    await page.getByText('Page 1 of 3').waitFor()
    await expectNoSidewaysScroll(page)
    const region = page.getByRole('region', { name: 'Wallets' })
    const box = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    const details = region.getByRole('button', { name: /^Details of / }).first()
    const detailsBox = (await details.boundingBox())!
    expect(detailsBox.x + detailsBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('form', { name: 'Wallet filters' }).getByLabel('Sort by').waitFor()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })
})

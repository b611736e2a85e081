import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

/*
 * Issue 19, part 3: no total adds euros to dollars. The seeded sandbox has USD and EUR payments; every
 * figure below is recomputed here from the transactions themselves (their charged amounts per currency,
 * and their settlement in USD with the rate recorded on each), then read off the screen: a total is
 * either per currency or a settled USD figure that names its rates.
 */

type S = components['schemas']
type Tx = S['Transaction']

const e2e = setUpBrowser()

/** A GET against the sandbox API as the signed-in user of the page. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })
    return response.json()
  }, `/sandbox${path}`) as Promise<T>
}

/** Every row of a paged list call. */
async function everyRow<T>(page: Page, path: string): Promise<T[]> {
  const rows: T[] = []
  for (let number = 1; ; number++) {
    const body = await apiGet<{ results: T[]; pagination: S['Pagination'] }>(page, `${path}?page_size=100&page=${number}`)
    rows.push(...body.results)
    if (!body.pagination.has_next) return rows
  }
}

const cents = (value: string) => Math.round(Number(value) * 100)
const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0)
const money = (amountInCents: number, currency: string) => formatMoney(amountInCents / 100, currency)
const completed = (txs: Tx[]) => txs.filter((tx) => tx.status === 'COMPLETED')
const credited = (txs: Tx[]) => txs.filter((tx) => tx.status === 'COMPLETED' || tx.status === 'PENDING')
const inCurrency = (txs: Tx[], currency: string) => txs.filter((tx) => tx.currency === currency)
/** Per currency, USD first: the figure of each, never added. */
const perCurrency = (txs: Tx[], field: 'gross_amount' | 'fee' | 'amount') => ['USD', 'EUR'].map((currency) => money(sum(inCurrency(txs, currency), (tx) => cents(tx[field])), currency))

/** The recorded rates of the converted payments among `txs`, as the screens must name them. */
function rateText(txs: Tx[]): { text: string; count: number } {
  const converted = txs.filter((tx) => tx.settlement.exchange_rate)
  expect(converted.length).toBeGreaterThan(0)
  expect(converted.every((tx) => tx.currency === 'EUR' && tx.settlement.exchange_rate!.source === 'Sandbox reference rate')).toBe(true)
  const rates = converted.map((tx) => Number(tx.settlement.exchange_rate!.rate))
  const effective = (Math.round((sum(converted, (tx) => cents(tx.settlement.gross_amount)) * 10000) / sum(converted, (tx) => cents(tx.gross_amount))) / 10000).toFixed(4)
  const [lowest, highest] = [Math.min(...rates).toFixed(4), Math.max(...rates).toFixed(4)]
  return { text: lowest === highest ? `1 EUR = ${effective} USD` : `1 EUR = ${effective} USD on average (${lowest} to ${highest})`, count: converted.length }
}

/** The value (dd) of a figure card or detail row labelled `label` (dt) inside `scope`. */
const valueOf = (scope: Page | Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
/** The figures of a card given per currency: one list item each. */
const lines = (scope: Page | Locator, label: string) => valueOf(scope, label).locator('li').allTextContents()
/** A paragraph with exactly this text. */
const exactly = (page: Page, text: string) => page.getByText(text, { exact: true })

describe('no total adds euros to dollars, in Chromium against the seeded sandbox (USD and EUR)', () => {
  it('merchant@: the overview, the wallet and the transactions give every figure per currency or settled in USD with its rates', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await valueOf(page, 'Balance').waitFor()
    const txs = await everyRow<Tx>(page, '/transaction/list')
    expect(new Set(txs.map((tx) => tx.currency))).toEqual(new Set(['USD', 'EUR']))
    const { data: overview } = await apiGet<S['ClientOverviewEnvelope']>(page, '/dashboard/client-overview?days=30')
    const period = completed(txs).filter((tx) => Date.parse(tx.created_at) >= Date.parse(overview.period.from))
    expect(inCurrency(period, 'USD').length).toBeGreaterThan(0)
    expect(inCurrency(period, 'EUR').length).toBeGreaterThan(0)

    // Balance: the wallet's USD, made of converted nets (not the EUR nets at face value), with the rates it converted at.
    const { data: wallet } = await apiGet<S['WalletEnvelope']>(page, '/wallet/my-wallet')
    const transfers = await everyRow<S['Transfer']>(page, '/api/v1/wallet/transfers/')
    const held = sum(transfers.filter((t) => ['PENDING', 'PROCESSING', 'COMPLETED'].includes(t.status)), (t) => cents(t.amount))
    const settledNet = (list: Tx[]) => sum(list, (tx) => cents(tx.settlement.amount))
    expect(cents(wallet.balance)).toBe(125000 + settledNet(completed(txs)) - held)
    expect(cents(wallet.balance)).not.toBe(125000 + sum(completed(txs), (tx) => cents(tx.amount)) - held)
    expect(await valueOf(page, 'Balance').textContent()).toBe(money(cents(wallet.balance), 'USD'))
    const walletRates = rateText(credited(txs))
    await exactly(page, `EUR converted at ${walletRates.text}`).waitFor()

    // Volume, fees and net of the last 30 days: one figure per currency, never summed; the net as settled names its rates.
    expect(await lines(page, 'Volume')).toEqual(perCurrency(period, 'gross_amount'))
    expect(await lines(page, 'Fees')).toEqual(perCurrency(period, 'fee'))
    expect(await lines(page, 'Net')).toEqual(perCurrency(period, 'amount'))
    const periodRates = rateText(period)
    await exactly(page, `Settled in USD: ${money(settledNet(period), 'USD')}; EUR converted at ${periodRates.text}`).waitFor()
    const allTimeNet = perCurrency(completed(txs), 'amount')
    await exactly(page, `Last 30 days. All time: ${txs.length} transactions, ${allTimeNet[0]} and ${allTimeNet[1]} net`).waitFor()
    // The chart: one money axis, so the settled USD series, its rates named under it.
    await page.getByRole('heading', { name: 'Daily volume in USD, last 30 days' }).waitFor()
    await exactly(page, `As settled in USD: EUR converted at ${periodRates.text}.`).waitFor()
    expect(await page.getByText(/face value/).count()).toBe(0)
    await expectNoAxeViolations(page)

    // /wallet: the three balances in the wallet's currency, and the rates of the payments it converted.
    await page.goto('/wallet')
    const balances = page.getByRole('region', { name: 'Balances' })
    await balances.getByText(money(cents(wallet.balance), 'USD'), { exact: true }).waitFor()
    await balances.getByText(money(cents(wallet.pending_balance), 'USD'), { exact: true }).waitFor()
    expect(cents(wallet.pending_balance)).toBe(settledNet(txs.filter((tx) => tx.status === 'PENDING')))
    await exactly(
      page,
      `Your wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at ${walletRates.text}, Sandbox reference rate, over ${walletRates.count} payments.`,
    ).waitFor()

    // /transactions: a EUR payment in euros, what it settled to in USD and the rate recorded on it; its drawer tells the settlement.
    await page.goto('/transactions')
    const table = page.getByRole('table', { name: 'Transactions' })
    await table.getByRole('columnheader', { name: 'Settled' }).waitFor()
    const eur = txs.slice(0, 20).find((tx) => tx.currency === 'EUR' && tx.status === 'COMPLETED')!
    const rate = eur.settlement.exchange_rate!
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of transaction ${eur.id}` }) })
    const cells = row.getByRole('cell')
    expect(await cells.nth(3).textContent()).toBe(money(cents(eur.amount), 'EUR'))
    expect(await cells.nth(6).textContent()).toBe(`${money(cents(eur.settlement.amount), 'USD')}1 EUR = ${rate.rate} USD`)
    await row.getByRole('button', { name: `Details of transaction ${eur.id}` }).click()
    const drawer = page.getByRole('dialog', { name: 'Transaction details' })
    const payment = drawer.locator('section', { has: page.getByRole('heading', { name: 'Payment', exact: true }) })
    expect(await valueOf(payment, 'Charged in').textContent()).toBe('EUR')
    expect(await valueOf(payment, 'Gross').textContent()).toBe(money(cents(eur.gross_amount), 'EUR'))
    const settlement = drawer.locator('section', { has: page.getByRole('heading', { name: 'Settlement' }) })
    expect(await valueOf(settlement, 'Settled in').textContent()).toBe('USD')
    expect(await valueOf(settlement, 'Exchange rate').textContent()).toBe(`1 EUR = ${rate.rate} USD`)
    expect(await valueOf(settlement, 'Rate source').textContent()).toMatch(/^Sandbox reference rate, \S/)
    expect(await valueOf(settlement, 'Gross').textContent()).toBe(money(cents(eur.settlement.gross_amount), 'USD'))
    expect(await valueOf(settlement, 'Fee').textContent()).toBe(money(cents(eur.settlement.fee), 'USD'))
    expect(await valueOf(settlement, 'Net to the wallet').textContent()).toBe(money(cents(eur.settlement.amount), 'USD'))
    expect(Math.abs(cents(eur.settlement.gross_amount) - cents(eur.gross_amount) * Number(rate.rate))).toBeLessThanOrEqual(0.5)
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('merchant@ at 390 px in dark mode: the per-currency figures stack, nothing scrolls sideways', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'))
    await logIn(page, 'merchant@paygrid.test')
    await valueOf(page, 'Volume').locator('li').nth(1).waitFor()
    expect((await lines(page, 'Volume')).map((line) => line[0])).toEqual(['$', '€'])
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('admin@: the overview, wallets, calculator, transactions and subscriptions never mix currencies', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'admin@paygrid.test')
    await valueOf(page, 'Wallet balances').waitFor()
    const txs = await everyRow<Tx>(page, '/transaction/admin/list')
    const { data: overview } = await apiGet<S['AdminOverviewEnvelope']>(page, '/dashboard/admin-overview?days=30')
    const period = completed(txs).filter((tx) => Date.parse(tx.created_at) >= Date.parse(overview.period.from))
    const wallets = (await apiGet<S['WalletListResponse']>(page, '/wallet/admin-wallet-balances?page_size=100')).data
    const subscriptions = await everyRow<S['AdminSubscription']>(page, '/subscription/admin/list')
    const walletRates = rateText(credited(txs))

    // Overview: volume and fees per currency (period and all time), the settled fees with their rates, wallets in USD, subscriptions in euro.
    expect(await lines(page, 'Volume')).toEqual(perCurrency(period, 'gross_amount'))
    expect(await lines(page, 'Fees')).toEqual(perCurrency(period, 'fee'))
    const [usdVolume, eurVolume] = perCurrency(completed(txs), 'gross_amount')
    await exactly(page, `All time: ${usdVolume} and ${eurVolume}`).waitFor()
    const [usdFees, eurFees] = perCurrency(completed(txs), 'fee')
    await exactly(page, `All time: ${usdFees} and ${eurFees}`).waitFor()
    const periodRates = rateText(period)
    await exactly(page, `Settled in USD: ${money(sum(period, (tx) => cents(tx.settlement.fee)), 'USD')}; EUR converted at ${periodRates.text}`).waitFor()
    expect(await valueOf(page, 'Wallet balances').textContent()).toBe(money(sum(wallets, (w) => cents(w.balance)), 'USD'))
    await exactly(page, `EUR converted at ${walletRates.text}`).waitFor()
    expect(subscriptions.every((item) => item.currency === 'EUR')).toBe(true)
    const charged = money(sum(subscriptions, (item) => cents(item.amount_charged)), 'EUR')
    await exactly(page, `Charged for subscriptions: ${charged}`).waitFor()
    await page.getByRole('heading', { name: 'Daily volume and fees in USD, last 30 days' }).waitFor()
    await exactly(page, `As settled in USD: EUR converted at ${periodRates.text}.`).waitFor()
    expect(await page.getByText(/face value/).count()).toBe(0)

    // Wallets: every total in the one currency wallets hold, and the rates of what they converted.
    await page.goto('/wallets-admin')
    const summary = page.getByRole('region', { name: 'Summary' })
    await valueOf(summary, 'Total Balance').waitFor()
    expect(await valueOf(summary, 'Total Balance').textContent()).toBe(money(sum(wallets, (w) => cents(w.balance)), 'USD'))
    expect(await valueOf(summary, 'Total Pending').textContent()).toBe(money(sum(wallets, (w) => cents(w.pending_balance)), 'USD'))
    await summary
      .getByText(
        `Every wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at ${walletRates.text}, Sandbox reference rate, over ${walletRates.count} payments.`,
        { exact: true },
      )
      .waitFor()

    // Calculator (all time): the SPEC §3 totals as settled in USD, its rates named, and the same payments per currency.
    await page.goto('/calculator')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await valueOf(page, "Merchants' Net").waitFor()
    const all = completed(txs)
    expect(await valueOf(page, 'Total Transactions').textContent()).toBe(String(all.length))
    expect(await valueOf(page, "Merchants' Net").textContent()).toBe(money(sum(all, (tx) => cents(tx.settlement.amount)), 'USD'))
    expect(await valueOf(page, 'Total Fees').textContent()).toBe(money(sum(all, (tx) => cents(tx.settlement.fee)), 'USD'))
    expect(await valueOf(page, 'Gross Volume').textContent()).toBe(money(sum(all, (tx) => cents(tx.settlement.gross_amount)), 'USD'))
    const allRates = rateText(all)
    await exactly(page, `Completed transactions only. As settled in USD: EUR converted at ${allRates.text}. Amounts in different currencies are never added at face value.`).waitFor()
    const byCurrency = page.getByRole('table', { name: 'Totals by currency' })
    const rows = await byCurrency.getByRole('row').all()
    expect(rows).toHaveLength(3)
    const expectedRow = (currency: 'USD' | 'EUR') => {
      const group = inCurrency(all, currency)
      return [
        currency,
        String(group.length),
        money(sum(group, (tx) => cents(tx.gross_amount)), currency),
        money(sum(group, (tx) => cents(tx.fee)), currency),
        money(sum(group, (tx) => cents(tx.amount)), currency),
        money(sum(group, (tx) => cents(tx.settlement.amount)), 'USD'),
        currency === 'USD' ? 'No conversion' : rateText(group).text,
      ]
    }
    expect(await rows[1]!.getByRole('cell').allTextContents()).toEqual(expectedRow('USD'))
    expect(await rows[2]!.getByRole('cell').allTextContents()).toEqual(expectedRow('EUR'))
    await expectNoAxeViolations(page)

    // All transactions: each payment in its currency beside what it settled to.
    await page.goto('/transactions-admin')
    const list = page.getByRole('table', { name: 'All transactions' })
    await list.getByRole('columnheader', { name: 'Settled' }).waitFor()
    const eur = txs.slice(0, 20).find((tx) => tx.currency === 'EUR' && tx.status === 'COMPLETED')!
    const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of transaction ${eur.id}` }) })
    expect(await row.getByRole('cell').nth(7).textContent()).toBe(`${money(cents(eur.settlement.amount), 'USD')}1 EUR = ${eur.settlement.exchange_rate!.rate} USD`)

    // Subscriptions: what every subscription was charged, in euro, apart from payments.
    await page.goto('/subscription-admin')
    await valueOf(page, 'Charged for these subscriptions').waitFor()
    expect(await valueOf(page, 'Charged for these subscriptions').textContent()).toBe(charged)
    await exactly(page, `${subscriptions.length} subscriptions, in EUR: subscriptions are priced in euro and counted apart from payments`).waitFor()
    await context.close()
  })

  it("staff@: a payout is in the wallet's currency, from the form to the confirmation", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'staff@paygrid.test')
    await page.goto('/funds-transfer')
    await page.getByRole('searchbox').first().fill('merchant@')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: /^Select the wallet of Maya Merchant/ }).click()
    const found = (await apiGet<S['ClientWalletList']>(page, '/wallet/admin/client-wallets?search=merchant@')).results[0]!
    expect(found.currency).toBe('USD')
    const balance = money(cents(found.balance), 'USD')
    await exactly(page, `In USD, the wallet's currency: up to ${balance}, in steps of 0.01`).waitFor()
    await page.getByLabel('Amount').fill('25')
    await page.getByLabel('Destination').fill('0x52908400098527886E0F7030069857D2E4169EE7')
    await page.getByRole('button', { name: 'Review transfer' }).click()
    await page.getByRole('button', { name: 'Transfer $25.00' }).waitFor()
    await context.close()
  })
})

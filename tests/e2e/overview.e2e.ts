import { describe, expect, it } from 'vitest'
import type { Page, Response } from 'playwright-core'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

type S = components['schemas']

const e2e = setUpBrowser()

const isOverviewAnswer = (kind: 'client' | 'admin') => (response: Response) => new URL(response.url()).pathname === `/sandbox/dashboard/${kind}-overview` && response.ok()

/** A figure card's value: the dd after its dt. */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent()
/** A figure card given per currency (the seeds have USD and EUR): one list item each, never added. */
const perCurrency = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').locator('li').allTextContents()
const byCurrency = (totals: S['CurrencyTotals'][], field: 'volume' | 'fees' | 'net') => totals.map((entry) => formatMoney(entry[field], entry.currency))

const neverScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

async function inDarkMode(page: Page) {
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'))
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
}

describe('client overview in Chromium against the sandbox', () => {
  it("merchant@ sees the sandbox's figures, the drawn chart and the latest transactions; the chart library never loads on /login", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const overviewCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/sandbox/dashboard/client-overview')
    const answer = page.waitForResponse(isOverviewAnswer('client'))
    await page.goto('/login')
    await page.getByLabel('Email').waitFor()
    const loginScripts = [...scripts]
    await logIn(page, 'merchant@paygrid.test')
    expect(new URL((await overviewCall).url()).searchParams.get('days')).toBe('30')
    const data = ((await (await answer).json()) as S['ClientOverviewEnvelope']).data
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    await page.locator('dt', { hasText: /^Balance$/ }).waitFor()
    expect(await figure(page, 'Balance')).toBe(formatMoney(data.balance, data.currency))
    expect(await perCurrency(page, 'Volume')).toEqual(byCurrency(data.period_by_currency, 'volume'))
    expect(await perCurrency(page, 'Fees')).toEqual(byCurrency(data.period_by_currency, 'fees'))
    expect(await perCurrency(page, 'Net')).toEqual(byCurrency(data.period_by_currency, 'net'))
    expect(await figure(page, 'Transactions')).toBe(String(data.period_transactions))
    await page.getByText(`Pending: ${formatMoney(data.pending_balance, data.currency)}`).waitFor()
    await page.getByText(`Combined: ${formatMoney(data.combined_balance, data.currency)}`).waitFor()

    // The chart: drawn bars, one per day with a completed payment, and the same 30 days in its data table.
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    const daysWithVolume = data.daily_volume.filter((point) => Number(point.volume) > 0).length
    expect(daysWithVolume).toBeGreaterThan(0)
    expect(await page.locator('.recharts-bar-rectangle').count()).toBe(daysWithVolume)
    expect(await page.getByRole('table', { name: 'Daily volume in USD, last 30 days' }).getByRole('row').count()).toBe(31)
    expect(loginScripts.some((script) => script.includes('DailyChart'))).toBe(false)
    expect(scripts.some((script) => script.includes('DailyChart'))).toBe(true)

    const latest = page.getByRole('table', { name: 'Latest transactions' })
    expect(await latest.getByRole('row').count()).toBe(6)
    const first = data.recent_transactions[0]!
    await latest.getByRole('row').nth(1).getByText(formatMoney(first.amount, first.currency)).waitFor()
    expect(await page.getByRole('heading', { name: 'Next steps' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'View all transactions' }).click()
    await page.waitForURL(`${e2e.baseUrl}/transactions`)
    await context.close()
  })

  it('the period lives in the URL: 7 days is sent as days=7 and survives a reload', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.locator('dt', { hasText: /^Balance$/ }).waitFor()
    const call = page.waitForRequest((request) => new URL(request.url()).pathname === '/sandbox/dashboard/client-overview')
    await page.getByRole('button', { name: '7 days' }).click()
    expect(new URL((await call).url()).searchParams.get('days')).toBe('7')
    await page.waitForURL(`${e2e.baseUrl}/dashboard?days=7`)
    await page.getByRole('heading', { name: 'Daily volume in USD, last 7 days' }).waitFor()
    const again = page.waitForRequest((request) => new URL(request.url()).pathname === '/sandbox/dashboard/client-overview')
    await page.reload()
    expect(new URL((await again).url()).searchParams.get('days')).toBe('7')
    await page.getByRole('heading', { name: 'Daily volume in USD, last 7 days' }).waitFor()
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
    await context.close()
  })

  it('lapsed@ is sent to the subscription, told the integration is under review and offered a first payment link', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const answer = page.waitForResponse(isOverviewAnswer('client'))
    await logIn(page, 'lapsed@paygrid.test')
    const data = ((await (await answer).json()) as S['ClientOverviewEnvelope']).data
    expect([data.subscription_active, data.integration_status, data.active_payment_links]).toEqual([false, 'pending', 0])
    const steps = page.getByRole('region', { name: 'Next steps' })
    await steps.waitFor()
    expect(await steps.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Your subscription is not active', 'Your website is under review', 'No active payment links'])
    await steps.getByText('Pending', { exact: true }).waitFor()
    await expectNoAxeViolations(page)
    await steps.getByRole('link', { name: 'Choose a plan' }).click()
    await page.waitForURL(`${e2e.baseUrl}/subscription`)
    await context.close()
  })

  it('client08@ (active subscription, no integration yet) is asked to integrate a website', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const answer = page.waitForResponse(isOverviewAnswer('client'))
    await logIn(page, 'client08@paygrid.test')
    const data = ((await (await answer).json()) as S['ClientOverviewEnvelope']).data
    // The seeds make this client the one with an active subscription and no integration (plan@ has neither plan nor integration, and sees the plan selection instead).
    expect([data.subscription_active, data.integration_status]).toEqual([true, 'none'])
    const steps = page.getByRole('region', { name: 'Next steps' })
    await steps.waitFor()
    expect(await steps.getByRole('link').allTextContents()).toEqual(['Integrate your website', 'Create your first payment link'])
    await steps.getByRole('link', { name: 'Integrate your website' }).click()
    await page.waitForURL(`${e2e.baseUrl}/integration`)
    await context.close()
  })

  it('at 390 px the overview never scrolls sideways, and is axe clean in dark mode', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'lapsed@paygrid.test')
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    expect(await neverScrollsSideways(page)).toBe(true)
    await inDarkMode(page)
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    expect(await neverScrollsSideways(page)).toBe(true)
    await expectNoAxeViolations(page)
    await context.close()
  })
})

describe('admin overview in Chromium against the sandbox', () => {
  it("admin@ sees the sandbox's totals, the two-series chart and the links to the screens that need attention", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const answer = page.waitForResponse(isOverviewAnswer('admin'))
    await logIn(page, 'admin@paygrid.test')
    const data = ((await (await answer).json()) as S['AdminOverviewEnvelope']).data
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    await page.locator('dt', { hasText: /^Wallet balances$/ }).waitFor()
    expect(await perCurrency(page, 'Volume')).toEqual(byCurrency(data.period_by_currency, 'volume'))
    expect(await perCurrency(page, 'Fees')).toEqual(byCurrency(data.period_by_currency, 'fees'))
    expect(await figure(page, 'Transactions')).toBe(String(data.period_transactions))
    expect(await figure(page, 'Wallets')).toBe(String(data.total_wallets))
    expect(await figure(page, 'Wallet balances')).toBe(formatMoney(data.total_wallet_balance, 'USD'))
    expect(await figure(page, 'Pending integrations')).toBe(String(data.pending_integrations))
    expect(await figure(page, 'Active subscriptions')).toBe(String(data.subscriptions_by_state.active))
    await page.getByText(`All time: ${byCurrency(data.total_by_currency, 'volume').join(' and ')}`, { exact: true }).waitFor()

    await page.locator('.recharts-bar-rectangle').first().waitFor()
    const chart = page.getByRole('table', { name: 'Daily volume and fees in USD, last 30 days' })
    expect(await chart.getByRole('columnheader').allTextContents()).toEqual(['Day', 'Volume', 'Fees'])
    const bars = data.daily_volume.filter((point) => Number(point.volume) > 0).length + data.daily_volume.filter((point) => Number(point.fees) > 0).length
    expect(await page.locator('.recharts-bar-rectangle').count()).toBe(bars)

    const attention = page.getByRole('region', { name: 'Needs attention' })
    const links = attention.getByRole('link')
    expect(await links.allTextContents()).toEqual(['Integration Validation', 'Wallets', 'Transactions', 'Subscriptions', 'Calculator'])
    expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toEqual([
      '/integration-validation',
      '/wallets-admin',
      '/transactions-admin',
      '/subscription-admin',
      '/calculator',
    ])
    await attention.getByText(`${data.pending_integrations} integrations pending review`).waitFor()
    await expectNoAxeViolations(page)
    await inDarkMode(page)
    await page.locator('dt', { hasText: /^Wallet balances$/ }).waitFor()
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    await expectNoAxeViolations(page)
    await attention.getByRole('link', { name: 'Integration Validation' }).click()
    await page.waitForURL(`${e2e.baseUrl}/integration-validation`)
    await context.close()
  })

  for (const [size, viewport] of [['1280', VIEWPORTS.desktop], ['390', VIEWPORTS.phone]] as const) {
    it(`at ${size} px the chart tells the truth: a legend with the bars' colours, fees on an axis of their own, local dates, a tooltip with swatches, and no blank tail`, async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport, 'en-GB')
      await logIn(page, 'admin@paygrid.test')
      await page.locator('.recharts-bar-rectangle').first().waitFor()
      const section = page.getByRole('region', { name: 'Daily volume and fees in USD, last 30 days' })

      // The legend: each series' name beside a visible swatch of its bars' colour; fees say where their scale is.
      const legend = section.locator('ul > li')
      expect(await legend.allTextContents()).toEqual(['Volume', 'Fees (right axis)'])
      const swatches = await legend.evaluateAll((items) => items.map((item) => {
        const swatch = item.querySelector('span')!.getBoundingClientRect()
        return { width: swatch.width, colour: getComputedStyle(item.querySelector('span')!).backgroundColor }
      }))
      const barColours = await page.locator('.recharts-bar').evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar.querySelector('path')!).fill))
      expect(swatches.every(({ width }) => width >= 8)).toBe(true)
      expect(swatches.map(({ colour }) => colour)).toEqual(barColours)

      // Fees are read on their own right-hand axis: the tallest fee bar is about as tall as the tallest volume bar, not 2 % of it.
      expect(await section.locator('.recharts-yAxis').count()).toBe(2)
      const tallest = await page.locator('.recharts-bar').evaluateAll((bars) => bars.map((bar) => Math.max(...[...bar.querySelectorAll('path')].map((path) => path.getBoundingClientRect().height))))
      expect(tallest[1]! / tallest[0]!).toBeGreaterThan(0.5)

      // Days in the browser's own format (en-GB: "28 Oct"), never an ISO fragment like "10-28".
      const ticks = await section.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents()
      expect(ticks.length).toBeGreaterThan(1)
      for (const tick of ticks) expect(tick).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/)

      // The tooltip names the day and each series with its swatch.
      // Over the tallest volume bar (a phone's bars are a few pixels wide: the pointer goes to its middle).
      await section.locator('.recharts-surface').scrollIntoViewIfNeeded()
      const tallestVolume = await page.locator('.recharts-bar').first().locator('path').evaluateAll((paths) => {
        const boxes = paths.map((path) => path.getBoundingClientRect())
        const box = boxes.reduce((tallest, candidate) => (candidate.height > tallest.height ? candidate : tallest))
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      })
      await page.mouse.move(tallestVolume.x, tallestVolume.y)
      const tip = page.locator('.recharts-tooltip-wrapper')
      await tip.getByText('Fees').waitFor()
      expect(await tip.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}Volume\$[\d,.]+Fees\$[\d,.]+$/)
      expect(await tip.locator('span').evaluateAll((spans) => spans.filter((span) => span.getBoundingClientRect().width >= 8).length)).toBe(2)

      // The figures' table for screen readers adds no length: the page ends where its content ends.
      const tail = await page.evaluate(() => document.documentElement.scrollHeight - (document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY))
      expect(tail).toBeLessThanOrEqual(1)
      expect(await neverScrollsSideways(page)).toBe(true)
      await context.close()
    })
  }

  it('at 390 px the admin overview never scrolls sideways', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'admin@paygrid.test')
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    expect(await neverScrollsSideways(page)).toBe(true)
    await expectNoAxeViolations(page)
    await context.close()
  })
})

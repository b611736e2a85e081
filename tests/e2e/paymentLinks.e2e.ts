import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { downloaded, expectNoAxeViolations, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn, PASSWORD } from './support/logIn'
import { loseNextAnswer } from './support/loseNextAnswer'

const e2e = setUpBrowser()
const MERCHANT = 'merchant@paygrid.test'
const LIST_PATH = '/sandbox/transaction/payment-link/list'

/** A page of its own context; clipboard permissions so the test can read back what was copied. */
async function open(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const context = await browser.newContext({ baseURL: e2e.baseUrl, viewport, acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  return { context, page }
}

/** The query of every list call the page sends. */
function recordListQueries(page: Page): Record<string, string>[] {
  const queries: Record<string, string>[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === LIST_PATH) queries.push(Object.fromEntries(url.searchParams))
  })
  return queries
}

async function openList(page: Page, path = '/payment-links') {
  await logIn(page, MERCHANT)
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: 'Payment Links' }).waitFor()
}

const counter = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor()
const row = (page: Page, name: string) => page.getByRole('table', { name: 'Payment links' }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/** RFC 4180: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let field = ''
  let fields: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      fields.push(field)
      rows.push(fields)
      fields = []
      field = ''
      i += 1
    } else field += char
  }
  return rows
}

/** Creates a link through the API as the merchant (for data the test does not type). */
async function createLinkViaApi(body: Record<string, unknown>) {
  const login = await fetch(`${e2e.baseUrl}/sandbox/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: MERCHANT, password: PASSWORD }) })
  const { access } = (await login.json()) as { access: string }
  const response = await fetch(`${e2e.baseUrl}/sandbox/transaction/payment-link/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
    body: JSON.stringify({ currency: 'USD', payment_method: 'card', products: [], ...body }),
  })
  expect(response.status).toBe(201)
}

describe('payment links in Chromium against the sandbox', () => {
  it('create: 9.99, 900.01, "abc" and an empty amount get their messages; a valid link is created, found by search and its checkout opens', async () => {
    const { page, context } = await open(e2e.browser)
    const queries = recordListQueries(page)
    await openList(page)
    await counter(page, '20 of 20 payment links')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Payment Link' })
    const amount = dialog.getByLabel('Amount')
    const create = dialog.getByRole('button', { name: 'Create Payment Link' })
    await dialog.getByLabel('Name').fill('Piano lesson E2E')
    for (const [typed, message] of [
      ['9.99', 'Minimum amount is $10'],
      ['900.01', 'Maximum amount is $900'],
      ['abc', 'Please enter a valid number'],
      ['', 'Amount is required'],
    ] as const) {
      await amount.fill(typed)
      await amount.blur()
      await dialog.getByText(message, { exact: true }).waitFor()
      expect(await amount.inputValue()).toBe(typed)
      expect(await create.isDisabled()).toBe(true)
    }
    await expectNoAxeViolations(page)
    await amount.fill('42.50')
    await amount.blur()
    await dialog.getByLabel('Currency').selectOption('EUR')
    await dialog.getByLabel('Description').fill('One hour, at home')
    expect(await create.isEnabled()).toBe(true)
    await create.click()
    await page.getByText('Payment link created successfully!').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await counter(page, '21 of 21 payment links')
    // Issue 35 §12: the toast stays until dismissed (SPEC §9's 2 s success has long passed), with the new link and Copy link.
    const toast = page.getByRole('status').filter({ hasText: 'Payment link created successfully!' })
    await page.waitForTimeout(3000)
    expect(await toast.count()).toBe(1)
    const url = (await toast.getByText(/^https?:\/\/.*pl_/).textContent())!
    await toast.getByRole('button', { name: 'Copy link' }).click()
    await page.getByText('Payment link copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await toast.getByRole('button', { name: 'Dismiss notification' }).click()
    await toast.waitFor({ state: 'detached' })

    await page.getByRole('searchbox', { name: 'Search payment links' }).fill('piano lesson')
    await counter(page, '1 of 21 payment links')
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '50', search: 'piano lesson', filter_type: 'all' })
    expect(new URL(page.url()).searchParams.get('search')).toBe('piano lesson')
    const created = row(page, 'Piano lesson E2E')
    expect(await created.getByRole('cell', { name: '€42.50' }).count()).toBe(1)
    // A reload (or a shared link) keeps the search.
    await page.reload()
    await counter(page, '1 of 21 payment links')
    expect(await page.getByRole('searchbox', { name: 'Search payment links' }).inputValue()).toBe('piano lesson')

    const checkout = row(page, 'Piano lesson E2E').getByRole('link', { name: /^Open checkout/ })
    expect(await checkout.getAttribute('target')).toBe('_blank')
    expect(await checkout.getAttribute('rel')).toBe('noopener noreferrer')
    const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()])
    await tab.waitForURL(/\/payment-link\?id=pl_/)
    await tab.getByText('Piano lesson E2E').first().waitFor()
    await tab.getByText('€42.50').first().waitFor()
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await context.close()
  })

  it('a lost answer and Create again make one link: the retry carries the same Idempotency-Key', async () => {
    const { page, context } = await open(e2e.browser)
    const keys: (string | null)[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/transaction/payment-link/create')) keys.push(request.headers()['idempotency-key'] ?? null)
    })
    // Chromium silently resends a request whose reused keep-alive connection closes before any answer,
    // so the page would never see the sandbox's dropped answer: the create call goes through this
    // pass-through instead, which hands the page the server's answer, or its loss, as it is.
    await page.route('**/sandbox/transaction/payment-link/create', async (route) => {
      try {
        await route.fulfill({ response: await route.fetch() })
      } catch {
        await route.abort('connectionreset')
      }
    })
    await openList(page)
    await counter(page, '20 of 20 payment links')
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Payment Link' })
    await dialog.getByLabel('Amount').fill('77')
    await dialog.getByLabel('Name').fill('Lost answer E2E')
    await loseNextAnswer(page, '/sandbox/transaction/payment-link/create')
    await dialog.getByRole('button', { name: 'Create Payment Link' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to create payment link' }).waitFor()
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Lost answer E2E')
    await dialog.getByRole('button', { name: 'Create Payment Link' }).click()
    await page.getByText('Payment link created successfully!').waitFor()
    await page.getByRole('searchbox', { name: 'Search payment links' }).fill('Lost answer')
    await counter(page, '1 of 21 payment links')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await context.close()
  })

  it('filters by currency and amount: the list call carries exactly those parameters, the indicator shows and a reload keeps them', async () => {
    const { page, context } = await open(e2e.browser)
    const queries = recordListQueries(page)
    await openList(page)
    await counter(page, '20 of 20 payment links')
    await page.getByRole('button', { name: 'Filters' }).click()
    const dialog = page.getByRole('form', { name: 'Payment link filters' })
    await dialog.getByLabel('Currency').selectOption('EUR')
    await dialog.getByLabel('Min Amount').fill('40')
    await dialog.getByLabel('Max Amount').fill('200')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Apply Filters' }).click()
    await counter(page, '4 of 20 payment links')
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'all', currency: 'EUR', amount_min: '40', amount_max: '200' })
    expect(await page.getByTestId('filters-active-dot').count()).toBe(1)
    const names = await page.getByRole('table', { name: 'Payment links' }).getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.children[1]?.textContent))
    expect(names.sort()).toEqual(['Card demo', 'Photo session', 'Workshop ticket', 'Yoga class pack'])
    const sentBeforeReload = queries.length
    await page.reload()
    await counter(page, '4 of 20 payment links')
    // The reload also reads the unfiltered list once, for the counter's total.
    expect(queries.slice(sentBeforeReload)).toContainEqual({ page: '1', page_size: '50', filter_type: 'all', currency: 'EUR', amount_min: '40', amount_max: '200' })

    await page.getByRole('button', { name: /^Filters/ }).click()
    await dialog.getByLabel('Status').selectOption('completed')
    await dialog.getByRole('button', { name: 'Apply Filters' }).click()
    await page.waitForURL(/status=completed/)
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'completed', currency: 'EUR', amount_min: '40', amount_max: '200' })
    await dialog.getByRole('button', { name: 'Clear Filters' }).click()
    await counter(page, '20 of 20 payment links')
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'all' })
    expect(await page.getByTestId('filters-active-dot').count()).toBe(0)
    await context.close()
  })

  it('copies a link from the list and from its details, and downloads the details QR code as PNG and SVG', async () => {
    const { page, context } = await open(e2e.browser)
    await openList(page)
    await counter(page, '20 of 20 payment links')
    const url = `${e2e.baseUrl}/payment-link?id=demo-crypto`
    await row(page, 'Crypto demo').getByRole('button', { name: /\(copy\)$/ }).click()
    await page.getByText('Payment link copied to clipboard!').first().waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await page.evaluate(() => navigator.clipboard.writeText(''))

    await row(page, 'Card demo').getByRole('button', { name: 'Details: Card demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Payment Link Details' })
    await dialog.getByText(`${e2e.baseUrl}/payment-link?id=demo-card`.slice(0, 40) + '...').waitFor()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await dialog.getByRole('button', { name: 'Copy link: copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseUrl}/payment-link?id=demo-card`)

    await dialog.getByRole('img', { name: 'QR code of Card demo' }).waitFor()
    await expectNoAxeViolations(page)
    const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PNG' }).click()])
    expect(png.suggestedFilename()).toBe('payment-link-demo-card-qr.png')
    const pngBytes = await downloaded(png)
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // 512 × 512 pixels (the IHDR chunk's width and height).
    expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([512, 512])
    const [svg] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download SVG' }).click()])
    expect(svg.suggestedFilename()).toBe('payment-link-demo-card-qr.svg')
    const svgText = (await downloaded(svg)).toString('utf8')
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svgText).toContain('<title>QR code of Card demo</title>')
    await context.close()
  })

  it('exports the listed links of the active search as CSV, with a formula-looking name defused', async () => {
    await createLinkViaApi({ amount: '12.34', name: '=HYPERLINK("http://evil.example","Invoice, April")', description: 'Said "hi"\nthen left' })
    const { page, context } = await open(e2e.browser)
    await openList(page, '/payment-links?search=pl_&currency=USD&max=20')
    await counter(page, '3 of 21 payment links')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^payment-links-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parseCsv((await downloaded(download)).toString('utf8'))
    expect(rows[0]).toEqual(['ID', 'URL', 'Name', 'Description', 'Amount', 'Currency', 'Payment Method', 'Status', 'Created', 'Updated', 'Expires'])
    const body = rows.slice(1)
    expect(body.map((r) => r[2])).toEqual([`'=HYPERLINK("http://evil.example","Invoice, April")`, 'Donation', 'E-book bundle'])
    const hostile = body[0]!
    expect(hostile[3]).toBe('Said "hi"\nthen left')
    expect(hostile.slice(4, 8)).toEqual(['12.34', 'USD', 'card', 'Active'])
    expect(hostile[1]).toBe(`${e2e.baseUrl}/payment-link?id=${hostile[0]}`)
    for (const date of hostile.slice(8)) expect(Number.isFinite(Date.parse(date))).toBe(true)
    expect(body[1]!.slice(0, 8)).toEqual(['pl_seed09', `${e2e.baseUrl}/payment-link?id=pl_seed09`, 'Donation', 'Support our open-source work.', '10.00', 'USD', 'card/crypto', 'Active'])
    await context.close()
  })

  it('at 390 px the page never scrolls sideways: the list, its Sort by select, the create dialog and the details', async () => {
    const { page, context } = await open(e2e.browser, VIEWPORTS.phone)
    await openList(page)
    await counter(page, '20 of 20 payment links')
    await expectNoSidewaysScroll(page)
    // The cards have no header row: the Sort by select orders them (the largest amount first here).
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Amount, descending' })
    await page.getByRole('row').nth(1).getByText('Monthly retainer').waitFor()
    expect(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending')
    const create = page.getByRole('button', { name: 'Create Payment Link' })
    expect((await create.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await expectNoAxeViolations(page)
    await create.click()
    await page.getByRole('dialog', { name: 'Create Payment Link' }).waitFor()
    await expectNoSidewaysScroll(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Details: Card or crypto demo' }).click()
    const details = page.getByRole('dialog', { name: 'Payment Link Details' })
    await details.getByText('No description provided').waitFor()
    await details.getByRole('img', { name: /^QR code/ }).waitFor()
    await expectNoSidewaysScroll(page)
    await context.close()
  })

  it('nolinks@paygrid.test never reaches the screen', async () => {
    const { page, context } = await open(e2e.browser)
    const queries = recordListQueries(page)
    await logIn(page, 'nolinks@paygrid.test')
    await page.goto('/payment-links')
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payment Links' }).count()).toBe(0)
    expect(queries).toEqual([])
    await context.close()
  })
})

import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

const UPDATE = '/integration/update_integration_status'
const CREATE = '/integration/create'

/**
 * Records the JSON body of every API call the page sends (`fetch` wrapped before the app loads: the
 * DevTools protocol does not expose the bodies of the app's cloned requests). Returns a reader of
 * the bodies sent to a path, in order, in the current document.
 */
async function recordBodies(page: Page) {
  await page.addInitScript(() => {
    const sent: { method: string; path: string; body: string }[] = []
    Object.assign(window, { __sentBodies: sent })
    const original = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const request = new Request(input, init)
      if (request.method !== 'GET') sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().text() })
      return original(request)
    }
  })
  return async (method: string, path: string): Promise<unknown[]> => {
    const sent = await page.evaluate(() => (window as unknown as { __sentBodies: { method: string; path: string; body: string }[] }).__sentBodies)
    return sent.filter((call) => call.method === method && call.path.endsWith(path)).map((call) => JSON.parse(call.body) as unknown)
  }
}

const row = (page: Page, hostname: string) => page.getByRole('row').filter({ hasText: hostname })
const websiteField = (page: Page) => page.getByRole('textbox', { name: 'Website' })
const headers = (page: Page) => page.getByRole('columnheader').allTextContents()
/** How many seeded owners' e-mails the page's main area shows. */
const ownerEmailsShown = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/@paygrid\.test/)
    .count()

describe('/integration in Chromium against the sandbox', () => {
  it('merchant@ sees the approved website, reveals and copies the API key, and reads where the API base, the key and the return URL go', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/integration')
    const panel = page.getByRole('region', { name: 'Your website' })
    await panel.getByText('shop.merchant-demo.com').waitFor()
    await panel.getByText('Approved', { exact: true }).waitFor()
    const key = page.getByTestId('api-key')
    expect(await key.textContent()).toMatch(/^•{16}[0-9a-f]{4}/)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Show API key' }).click()
    const revealed = (await key.textContent()) ?? ''
    expect(revealed).toMatch(/^pk_sandbox_[0-9a-f]{32}$/)
    await page.getByRole('button', { name: 'Copy API key' }).click()
    await page.getByText('API key copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(revealed)
    const instructions = page.getByRole('region', { name: 'Take payments on your website' })
    await instructions.getByText(`${e2e.baseUrl}/sandbox`, { exact: true }).waitFor()
    await instructions.getByText(`${e2e.baseUrl}/process-payment/wc`, { exact: true }).waitFor()
    await context.close()
  })

  it('plan@ gets the message of a bad hostname with nothing typed lost, then integrates a pasted https URL; staff@ approves it; plan@ gets the key', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const bodies = await recordBodies(page)
    await logIn(page, 'plan@paygrid.test')
    await page.goto('/integration')
    await page.getByRole('heading', { name: 'Integrate your website' }).waitFor()
    for (const [typed, message] of [
      ['shop.example.com/checkout', 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).'],
      ['javascript:alert(1)', 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.'],
      ['user@evil.example', 'The hostname must not contain a user name or password.'],
    ]) {
      await websiteField(page).fill(typed!)
      await page.getByRole('button', { name: 'Submit for review' }).click()
      await page.getByText(message!).waitFor()
      expect(await websiteField(page).inputValue()).toBe(typed)
    }
    await expectNoAxeViolations(page)
    expect(await bodies('POST', CREATE)).toEqual([])
    await websiteField(page).fill('https://Plan-Shop.example/')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.getByText('Your website was submitted for review.').waitFor()
    const panel = page.getByRole('region', { name: 'Your website' })
    await panel.getByText('plan-shop.example').waitFor()
    await panel.getByText('Pending', { exact: true }).waitFor()
    expect(await bodies('POST', CREATE)).toEqual([{ hostname: 'plan-shop.example' }])
    await expectNoAxeViolations(page)

    const staff = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(staff.page, 'staff@paygrid.test')
    await staff.page.goto('/integration-validation')
    await row(staff.page, 'plan-shop.example').getByRole('button', { name: 'Approve' }).click()
    await staff.page.getByRole('alertdialog', { name: 'Approve this website?' }).getByRole('button', { name: 'Approve website' }).click()
    await staff.page.getByText('Integration approved successfully').waitFor()
    await staff.context.close()

    await page.reload()
    await panel.getByText('Approved', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Show API key' }).click()
    expect(await page.getByTestId('api-key').textContent()).toMatch(/^pk_sandbox_[0-9a-f]{32}$/)
    await context.close()
  })

  it('client05@ sees its website Rejected and submits a corrected one from the refused hostname', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'client05@paygrid.test')
    await page.goto('/integration')
    const panel = page.getByRole('region', { name: 'Your website' })
    await panel.getByText('Rejected', { exact: true }).waitFor()
    expect(await websiteField(page).inputValue()).toBe('sketchy-deals.example')
    await websiteField(page).fill('fixed-deals.example')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await panel.getByText('Pending', { exact: true }).waitFor()
    await panel.getByText('fixed-deals.example').waitFor()
    await context.close()
  })
})

describe('integration review in Chromium against the sandbox', () => {
  it('staff@ approves one and rejects another with a reason, each after a confirmation naming the website (nothing sent before, one call on a double click, no row moving), finds the approved one on the validated page; the owner reads the reason', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const bodies = await recordBodies(page)
    await logIn(page, 'staff@paygrid.test')
    await page.goto('/integration-validation')
    await page.getByText('6 integrations pending review').waitFor()
    expect(await headers(page)).toEqual(['Website', 'Owner Email', 'Status', 'Actions'])
    const link = row(page, 'boutique-07.example').getByRole('link')
    expect(await link.getAttribute('href')).toBe('https://boutique-07.example')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    // SPEC §2: an https address of a bare host opens too, rebuilt from its hostname.
    expect(await row(page, 'https://client03-shop.example').getByRole('link').getAttribute('href')).toBe('https://client03-shop.example')
    await expectNoAxeViolations(page)

    // Every row's place before deciding anything: a decision must move none of them.
    const places = () => page.getByRole('table', { name: 'Pending integrations' }).getByRole('row').evaluateAll((rows) => rows.map((r) => `${r.textContent?.slice(0, 30)}@${Math.round(r.getBoundingClientRect().top)}`))
    const before = await places()

    // A double click on Approve opens the confirmation (its second click neither confirms nor closes it); nothing is sent.
    await row(page, 'boutique-07.example').getByRole('button', { name: 'Approve' }).dblclick()
    const approve = page.getByRole('alertdialog', { name: 'Approve this website?' })
    await approve.getByText('boutique-07.example', { exact: true }).waitFor()
    await approve.getByText('client07@paygrid.test', { exact: true }).waitFor()
    // A late second click of that double click, beside the confirmation, does not dismiss it either.
    await page.mouse.down({ clickCount: 2 })
    await page.mouse.up({ clickCount: 2 })
    await page.waitForTimeout(300)
    expect(await approve.isVisible()).toBe(true)
    expect(await bodies('PATCH', UPDATE)).toEqual([])
    await expectNoAxeViolations(page)
    await approve.getByRole('button', { name: 'Approve website' }).dblclick()
    await page.getByText('Integration approved successfully').waitFor()
    await approve.waitFor({ state: 'detached' })
    await page.getByText('5 integrations pending review').waitFor()
    expect(await bodies('PATCH', UPDATE)).toHaveLength(1)
    // The decided row stays where it was, Approved, its buttons disabled; no other row moved.
    await row(page, 'boutique-07.example').getByText('Approved', { exact: true }).waitFor()
    expect(await row(page, 'boutique-07.example').getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    expect((await places()).map((place) => place.split('@')[1])).toEqual(before.map((place) => place.split('@')[1]))

    await row(page, 'bikes-12.example').getByRole('button', { name: 'Reject' }).click()
    const reject = page.getByRole('alertdialog', { name: 'Reject this website?' })
    await reject.getByText('bikes-12.example', { exact: true }).waitFor()
    await reject.getByRole('textbox', { name: 'Reason (optional)' }).fill('  No shop on this site yet: <b>add your products</b>.  ')
    await expectNoAxeViolations(page)
    expect(await bodies('PATCH', UPDATE)).toHaveLength(1)
    await reject.getByRole('button', { name: 'Reject website' }).click()
    await page.getByText('Integration rejected successfully').waitFor()
    await row(page, 'bikes-12.example').getByText('Rejected', { exact: true }).waitFor()
    await page.getByText('4 integrations pending review').waitFor()
    const updates = await bodies('PATCH', UPDATE)
    expect(updates).toHaveLength(2)
    expect(updates[0]).toEqual({ id: expect.any(String), is_valid: true })
    expect(updates[1]).toEqual({ id: expect.any(String), is_valid: false, reason: 'No shop on this site yet: <b>add your products</b>.' })

    await page.getByRole('link', { name: 'Validated Integration' }).click()
    await page.getByText('6 of 6 integrations').waitFor()
    const approved = row(page, 'boutique-07.example')
    await approved.getByText('client07@paygrid.test').waitFor()
    await approved.getByText('Valid', { exact: true }).waitFor()
    expect(await approved.getByText(/^[0-9a-f]{8}\.\.\.$/).getAttribute('title')).toBe((updates[0] as { id: string }).id)
    expect(await row(page, 'bikes-12.example').count()).toBe(0)
    await page.getByRole('searchbox', { name: 'Search integrations' }).fill('client07@')
    await page.getByText('1 of 6 integrations').waitFor()
    expect(new URL(page.url()).searchParams.get('search')).toBe('client07@')
    await expectNoAxeViolations(page)

    // The owner of the rejected website reads the reason on their integration page, as text.
    const owner = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(owner.page, 'client12@paygrid.test')
    await owner.page.goto('/integration')
    const panel = owner.page.getByRole('region', { name: 'Your website' })
    await panel.getByText('Rejected', { exact: true }).waitFor()
    expect(await panel.getByTestId('rejection-reason').textContent()).toBe('No shop on this site yet: <b>add your products</b>.')
    expect(await panel.locator('b').count()).toBe(0)
    await expectNoAxeViolations(owner.page)
    await owner.context.close()
    await context.close()
  })

  it('reviewer@ sees both pages without owner e-mails or owner search', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'reviewer@paygrid.test')
    await page.goto('/integration-validation')
    await page.getByText('6 integrations pending review').waitFor()
    expect(await headers(page)).toEqual(['Website', 'Status', 'Actions'])
    expect(await ownerEmailsShown(page)).toBe(0)
    await expectNoAxeViolations(page)

    await page.goto('/validated-integration')
    await page.getByText('5 of 5 integrations').waitFor()
    expect(await headers(page)).toEqual(['Website', 'Status', 'Integration ID', 'Visit'])
    expect(await ownerEmailsShown(page)).toBe(0)
    const search = page.getByRole('searchbox', { name: 'Search integrations' })
    expect(await search.getAttribute('placeholder')).toBe('Search by hostname')
    await search.fill('client13')
    await page.getByText('No integrations found').waitFor()
    await search.fill('tea-house')
    await page.getByText('1 of 5 integrations').waitFor()
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('admin@ sees both pages with owners; an empty search result offers Clear search', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'admin@paygrid.test')
    await page.goto('/integration-validation')
    await page.getByText('6 integrations pending review').waitFor()
    expect(await headers(page)).toEqual(['Website', 'Owner Email', 'Status', 'Actions'])
    await page.goto('/validated-integration?search=nothing-like-this')
    await page.getByText('No integrations found').waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await page.getByText('5 of 5 integrations').waitFor()
    expect(await headers(page)).toEqual(['Website', 'Owner Email', 'Status', 'Integration ID', 'Visit'])
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  })
})

describe('integration screens on a phone (390 px)', () => {
  it('each row is a card with its actions in view, and the page never scrolls sideways, with hostile data too', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'staff@paygrid.test')
    for (const path of ['/integration-validation', '/validated-integration']) {
      await page.goto(path)
      await page.getByText(/integrations? pending review|of \d+ integrations/).waitFor()
      await expectNoSidewaysScroll(page)
      const box = page.getByRole('region', { name: /integrations$/ })
      expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      const action = box.getByRole(path === '/integration-validation' ? 'button' : 'link').first()
      const actionBox = (await action.boundingBox())!
      expect(actionBox.x >= 0 && actionBox.x + actionBox.width <= VIEWPORTS.phone.width).toBe(true)
      await expectNoAxeViolations(page)
    }
    // Every user-controlled string carries the XSS corpus: text only, no script runs, no link from a non-bare hostname.
    await page.goto('/sandbox/__sandbox/scenario/hostile?to=/integration-validation')
    await page.waitForURL((url) => url.pathname === '/integration-validation')
    await page.getByText(/integrations pending review/).waitFor()
    await page.getByTitle('javascript:window.__xss=1').first().waitFor()
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    await expectNoSidewaysScroll(page)
    const cardsFit = () => page.getByRole('region', { name: /integrations$/ }).evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(await cardsFit()).toBe(true)
    await page.goto('/validated-integration')
    await page.getByText(/of \d+ integrations/).waitFor()
    await expectNoSidewaysScroll(page)
    expect(await cardsFit()).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
    await context.close()
  })

  it('merchant@ and plan@ use /integration at 390 px without sideways scrolling', async () => {
    for (const email of ['merchant@paygrid.test', 'plan@paygrid.test']) {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await logIn(page, email)
      await page.goto('/integration')
      await page.getByRole('heading', { name: 'Integration', exact: true }).waitFor()
      await page.getByRole('region', { name: /Your website|Integrate your website/ }).waitFor()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await context.close()
    }
  })
})

import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { settleTransaction } from './support/sandboxControl'

const e2e = setUpBrowser()

/**
 * The crypto status is checked every 30 s (SPEC §9). The page runs on Playwright's clock, which flows as usual
 * until a test jumps it by one interval: the outcome must wait for that check, and the test need not.
 */
const STATUS_POLL_INTERVAL = 30_000

async function fillBilling(page: Page) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('+1 (555) 010-0100')
}

async function expectAboveTheFold(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox()
  const height = page.viewportSize()!.height
  expect(box).not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(height)
}

const settle = (transactionId: string, status: 'COMPLETED' | 'FAILED') => settleTransaction(e2e.baseUrl, transactionId, status)

/** Opens demo-crypto, pays through the billing form, and returns the transaction id from the URL. */
async function startCryptoPayment(page: Page): Promise<string> {
  await page.clock.install()
  await page.goto('/payment-link?id=demo-crypto')
  const submit = page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' })
  await submit.waitFor()
  await expectNoSidewaysScroll(page)
  await expectAboveTheFold(page, submit)
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await expectNoAxeViolations(page)
  await fillBilling(page)
  await submit.click()
  await page.getByRole('heading', { name: 'Polygon USDC Payment' }).waitFor({ timeout: 20_000 })
  await page.getByText('Waiting for Payment').waitFor()
  await page.getByRole('img', { name: /QR code/ }).waitFor()
  const id = new URL(page.url()).searchParams.get('transaction_id')
  // Opaque and unguessable (issue 19): 26 characters of Crockford base 32, never a counter.
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
  return id!
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`checkout on ${name} (${viewport.width}×${viewport.height})`, () => {
    it('demo-crypto paid to completion: waiting → "Payment Completed!" with the transaction id, in the same status region', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const id = await startCryptoPayment(page)
      await expectNoSidewaysScroll(page)
      await expectAboveTheFold(page, page.getByText(/\d+\.\d{4} USDC/).first())
      await expectNoAxeViolations(page)
      // The status region is one element from waiting to the outcome: its change is announced, not remounted.
      await page.getByRole('status').filter({ hasText: 'Waiting for Payment' }).evaluate((element) => element.setAttribute('data-e2e-region', 'status'))
      await settle(id, 'COMPLETED')
      expect(await page.getByText('Payment Completed!').count()).toBe(0)
      await page.clock.fastForward(STATUS_POLL_INTERVAL)
      await page.getByText('Payment Completed!').waitFor()
      await page.getByText(`Transaction ID: TX${id}`).waitFor()
      await page.getByText('Payment completed successfully!').waitFor()
      expect(await page.locator('[data-e2e-region="status"]').textContent()).toContain('Payment Completed!')
      expect(await page.evaluate((key) => localStorage.getItem(key), `paygrid.pendingTransaction.${id}`)).toBeNull()
      await context.close()
    }, 90_000)

    it('demo-crypto failed: "Payment Failed" with the hint and the error toast', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const id = await startCryptoPayment(page)
      await settle(id, 'FAILED')
      await page.clock.fastForward(STATUS_POLL_INTERVAL)
      await page.getByText('Please try again or contact support').waitFor()
      await page.getByText('Payment failed. Please try again.').waitFor()
      await context.close()
    }, 90_000)

    it('a reload in the middle resumes the same transaction without creating another', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const creations: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/create-transaction')) creations.push(request.url())
      })
      const id = await startCryptoPayment(page)
      const address = await page.getByTestId('wallet-address').textContent()
      await page.reload()
      await page.getByRole('heading', { name: 'Polygon USDC Payment' }).waitFor()
      expect(new URL(page.url()).searchParams.get('transaction_id')).toBe(id)
      expect(await page.getByTestId('wallet-address').textContent()).toBe(address)
      expect(creations).toHaveLength(1)
      // A second tab on the same link joins the same transaction.
      const second = await context.newPage()
      await second.goto('/payment-link?id=demo-crypto')
      await second.getByRole('heading', { name: 'Polygon USDC Payment' }).waitFor()
      expect(await second.getByTestId('wallet-address').textContent()).toBe(address)
      expect(creations).toHaveLength(1)
      await context.close()
    }, 60_000)

    it('demo-card through the sandbox card page to /process-payment', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      await page.goto('/payment-link?id=demo-card')
      const submit = page.getByRole('button', { name: 'Continue to Credit Card Payment' })
      await submit.waitFor()
      expect(await page.getByRole('radio').count()).toBe(0)
      await fillBilling(page)
      await submit.click()
      await page.getByRole('heading', { name: 'Credit Card Payment' }).waitFor({ timeout: 20_000 })
      await page.getByText('256-bit SSL encryption').waitFor()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      const id = new URL(page.url()).searchParams.get('transaction_id')
      await page.getByRole('link', { name: 'Continue to Payment' }).click()
      await page.getByRole('button', { name: 'Pay' }).click()
      await page.waitForURL(/\/process-payment\?id=demo-card&transaction_id=/)
      expect(new URL(page.url()).searchParams.get('transaction_id')).toBe(id)
      await page.getByText('Payment Completed!').waitFor()
      await page.getByText(`Transaction ID: TX${id}`).waitFor()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await context.close()
    }, 60_000)

    it('demo-both shows the method chooser with card preselected', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      await page.goto('/payment-link?id=demo-both')
      await page.getByRole('button', { name: 'Continue to Credit Card Payment' }).waitFor()
      expect(await page.getByRole('radio', { name: /Credit Card/ }).isChecked()).toBe(true)
      expect(await page.getByRole('radio', { name: /Cryptocurrency/ }).isChecked()).toBe(false)
      await page.getByText('Visa, Mastercard, and other major cards').waitFor()
      await page.getByText('USDC on Polygon network only').waitFor()
      await expectAboveTheFold(page, page.getByRole('button', { name: 'Continue to Credit Card Payment' }))
      await expectNoSidewaysScroll(page)
      await page.getByText('Cryptocurrency', { exact: true }).click()
      await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).waitFor()
      await expectNoAxeViolations(page)
      await context.close()
    })

    it('demo-expired and a missing id show their screens', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      await page.goto('/payment-link?id=demo-expired')
      await page.getByRole('heading', { name: 'Payment Link Not Found' }).waitFor()
      await page.getByText('The payment link could not be found or has expired.').waitFor()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await page.goto('/payment-link')
      await page.getByRole('heading', { name: 'Invalid Payment Link' }).waitFor()
      await page.getByText('The payment link ID is missing or invalid.').waitFor()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Go Home' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await context.close()
    })
  })
}

describe('checkout bundle', () => {
  it('loads qrcode.react only on the crypto screen', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
    })
    await page.goto('/payment-link?id=demo-crypto')
    await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).waitFor()
    // qrcode.react's QR encoder keeps this method name after minification; nothing loaded so far may contain it.
    const hasQr = () => scripts.some((text) => text.includes('getAlignmentPatternPositions'))
    expect(hasQr()).toBe(false)
    await fillBilling(page)
    await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).click()
    await page.getByRole('img', { name: /QR code/ }).waitFor({ timeout: 20_000 })
    expect(hasQr()).toBe(true)
    await context.close()
  }, 60_000)

  it('loads the method chooser (Ark\'s radio group) only for a link that offers a choice, in one script, its place kept until then', async () => {
    // zag's radio-group machine names its scope in its markup attributes; the page's own code never spells it.
    const chooserScripts = async (id: string) => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      const scripts: { url: string; text: string }[] = []
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.push({ url: response.url(), text: await response.text().catch(() => '') })
      })
      // The chooser's script held back half a second: the form is on screen first, with the chooser's place kept.
      await page.route(/\/assets\/MethodChooser-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500))
        await route.continue()
      })
      await page.goto(`/payment-link?id=${id}`)
      await page.getByRole('button', { name: /^Continue to/ }).waitFor()
      const submitTop = await page.getByRole('button', { name: /^Continue to/ }).evaluate((button) => button.getBoundingClientRect().top)
      const radiosAtFirst = await page.getByRole('radio').count()
      await page.waitForLoadState('networkidle')
      const settledTop = await page.getByRole('button', { name: /^Continue to/ }).evaluate((button) => button.getBoundingClientRect().top)
      await context.close()
      return { chooser: scripts.filter(({ text }) => text.includes('radio-group')).map(({ url }) => url), radiosAtFirst, moved: settledTop - submitTop, count: scripts.length }
    }
    const single = await chooserScripts('demo-crypto')
    expect(single.chooser).toEqual([])
    const both = await chooserScripts('demo-both')
    expect(both.chooser).toHaveLength(1)
    expect(both.count).toBe(single.count + 1)
    expect(both.radiosAtFirst).toBe(0)
    expect(both.moved).toBe(0)
  }, 60_000)
})

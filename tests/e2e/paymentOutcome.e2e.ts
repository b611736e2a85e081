/**
 * Issue 19 part 1 in Chromium: an ended payment is final and clear. A reload, a very old record, back and
 * forward show the same outcome and never start a second payment; an outcome never asks for money again;
 * a completed one is a receipt to print or download; a failed one starts a new intent; the card return page
 * speaks in words in the checkout's frame and leads back to the shop; a phone can open its wallet app.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { downloaded, expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { settleTransaction } from './support/sandboxControl'

const e2e = setUpBrowser()

const CROCKFORD_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/

const settle = (transactionId: string, status: 'COMPLETED' | 'FAILED') => settleTransaction(e2e.baseUrl, transactionId, status)

/** Counts the checkout's creating calls: none may come from a reload, a back/forward or an outcome screen. */
function countCreations(page: Page): string[] {
  const creations: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/create-transaction')) creations.push(request.url())
  })
  return creations
}

async function payByCrypto(page: Page, linkId = 'demo-crypto'): Promise<string> {
  await page.goto(`/payment-link?id=${linkId}`)
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('+1 (555) 010-0100')
  await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).click()
  await page.getByText('Waiting for Payment').waitFor({ timeout: 20_000 })
  const id = new URL(page.url()).searchParams.get('transaction_id')!
  expect(id).toMatch(CROCKFORD_ID)
  return id
}

/** The customer comes back to the tab (from the wallet app): the page checks the status at once. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

/** Nothing that asks for money: no QR, no address, no amount to send, no instructions, no wallet button. */
async function expectNoPaymentInstructions(page: Page) {
  expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0)
  expect(await page.getByTestId('wallet-address').count()).toBe(0)
  expect(await page.getByText(/Send exactly|Amount to send|How to pay|scan the QR/).count()).toBe(0)
  expect(await page.getByRole('button', { name: /Copy (address|amount)/ }).count()).toBe(0)
  expect(await page.getByRole('link', { name: 'Open in wallet' }).count()).toBe(0)
}

async function expectReceipt(page: Page, id: string) {
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await receipt.waitFor()
  const text = (await receipt.textContent()) ?? ''
  expect(text).toContain('Paid forCrypto demo')
  expect(text).toContain('Amount$25.00')
  expect(text).toContain('Payment methodCryptocurrency (USDC on Polygon)')
  expect(text).toMatch(/Date\w+ \d{1,2}, \d{4}/)
  expect(text).toContain(`Transaction IDTX${id}`)
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: true })

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the outcome of a payment on ${name} (${viewport.width}×${viewport.height})`, () => {
    it('completed: a receipt, the same after a reload, after a record 3 hours old, back and forward, and in a second tab; never a second payment', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const creations = countCreations(page)
      const id = await payByCrypto(page)
      await settle(id, 'COMPLETED')
      await comeBack(page)
      await page.getByText(`Transaction ID: TX${id}`).waitFor()
      await expectReceipt(page, id)
      await expectNoPaymentInstructions(page)
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await shot(page, `outcome-completed-${name}`)

      await page.reload()
      await page.getByText(`Transaction ID: TX${id}`).waitFor()
      await expectReceipt(page, id)
      await expectNoPaymentInstructions(page)
      expect(await page.getByText('Transaction session expired. Please start a new payment.').count()).toBe(0)

      // The browser's own record, however old, does not matter: the server's word does.
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ transaction_id: key.split('.').at(-1), address: '0x52908400098527886E0F7030069857D2E4169EE7', qrcode_url: null, status: 'PENDING', payment_amt: 25, payment_method: 'crypto', payment_link_id: 'demo-crypto', timestamp: Date.now() - 3 * 60 * 60 * 1000 })), `paygrid.pendingTransaction.${id}`)
      await page.reload()
      await expectReceipt(page, id)
      expect(await page.getByText('Transaction session expired. Please start a new payment.').count()).toBe(0)

      await page.goto('/')
      await page.goBack()
      await expectReceipt(page, id)
      await page.goForward()
      await page.goBack()
      await expectReceipt(page, id)

      const second = await context.newPage()
      await second.goto(`/payment-link?id=demo-crypto&transaction_id=${id}`)
      await expectReceipt(second, id)
      expect(creations).toHaveLength(1)
      await context.close()
    }, 90_000)

    it('failed: the failed screen, the same after a reload (never "expired", never Try Again into a second charge); Start a new payment is a new transaction only on submit', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const creations = countCreations(page)
      const id = await payByCrypto(page)
      await settle(id, 'FAILED')
      await comeBack(page)
      await page.getByText('Please try again or contact support').waitFor()
      await expectNoPaymentInstructions(page)
      await page.reload()
      await page.getByText('Please try again or contact support').waitFor()
      await page.getByText(`TX${id}`).waitFor()
      await expectNoPaymentInstructions(page)
      expect(await page.getByText('Transaction session expired. Please start a new payment.').count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0)
      await expectNoAxeViolations(page)
      await shot(page, `outcome-failed-${name}`)
      expect(creations).toHaveLength(1)

      await page.getByRole('button', { name: 'Start a new payment' }).click()
      const submit = page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' })
      await submit.waitFor()
      expect(new URL(page.url()).searchParams.get('transaction_id')).toBeNull()
      // Nothing is created until they submit (after the reload their details are asked again: the browser keeps no billing data).
      expect(creations).toHaveLength(1)
      await page.getByLabel('First name').fill('Ada')
      await page.getByLabel('Last name').fill('Lovelace')
      await page.getByLabel('Email').fill('ada@example.com')
      await page.getByLabel('Phone').fill('+1 (555) 010-0100')
      expect(creations).toHaveLength(1)
      await submit.click()
      await page.getByText('Waiting for Payment').waitFor({ timeout: 20_000 })
      const next = new URL(page.url()).searchParams.get('transaction_id')
      expect(next).toMatch(CROCKFORD_ID)
      expect(next).not.toBe(id)
      expect(creations).toHaveLength(2)
      await context.close()
    }, 90_000)

    it('the receipt prints (buttons hidden on paper) and downloads as a text file', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      const id = await payByCrypto(page)
      await settle(id, 'COMPLETED')
      await comeBack(page)
      await expectReceipt(page, id)
      await page.evaluate(() => {
        const counted = window as unknown as { printed: number }
        counted.printed = 0
        window.print = () => void (counted.printed += 1)
      })
      await page.getByRole('button', { name: 'Print receipt' }).click()
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
      await page.emulateMedia({ media: 'print' })
      expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false)
      expect(await page.getByRole('region', { name: 'Receipt' }).isVisible()).toBe(true)
      await page.emulateMedia({ media: 'screen' })

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download receipt' }).click()])
      expect(download.suggestedFilename()).toBe(`receipt-TX${id}.txt`)
      const text = (await downloaded(download)).toString('utf8')
      expect(text).toContain('Paygrid payment receipt')
      expect(text).toContain('Paid for: Crypto demo')
      expect(text).toContain('Amount: $25.00')
      expect(text).toContain(`Transaction ID: TX${id}`)
      await context.close()
    }, 60_000)

    it('the card return page: in the checkout frame, in words, with the receipt and the way back to the shop', async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      await page.goto('/payment-link?id=demo-card')
      await page.getByLabel('First name').fill('Ada')
      await page.getByLabel('Last name').fill('Lovelace')
      await page.getByLabel('Email').fill('ada@example.com')
      await page.getByLabel('Phone').fill('+1 (555) 010-0100')
      await page.getByRole('button', { name: 'Continue to Credit Card Payment' }).click()
      await page.getByRole('link', { name: 'Continue to Payment' }).click({ timeout: 20_000 })
      await page.getByRole('heading', { name: 'Card payment' }).waitFor()
      // The sandbox's stand-in for the card provider fits a phone too (a transaction id is a long unbroken word).
      await expectNoSidewaysScroll(page)
      await page.getByRole('button', { name: 'Pay' }).click()
      await page.waitForURL(/\/process-payment\?/)
      await page.getByText('Payment Completed!').waitFor()
      await page.getByText('Paygrid · Secure checkout').waitFor()
      const receipt = (await page.getByRole('region', { name: 'Receipt' }).textContent()) ?? ''
      expect(receipt).toContain('Paid forCard demo')
      expect(receipt).toContain('Amount€49.99')
      expect(receipt).toContain('Payment methodCredit Card')
      expect(await page.locator('main').textContent()).not.toMatch(/\b(COMPLETED|PENDING|FAILED|CANCELED)\b/)
      const back = page.getByRole('link', { name: /Back to shop\.example\.com/ })
      expect(await back.getAttribute('href')).toBe('https://shop.example.com/thanks')
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await shot(page, `card-return-${name}`)
      await context.close()
    }, 60_000)
  })
}

describe('paying from the phone that shows the QR', () => {
  it('a phone gets "Open in wallet" with the QR\'s own EIP-681 request; a wide screen shows the QR alone', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, viewport)
      await payByCrypto(page)
      const wallet = page.getByRole('link', { name: 'Open in wallet' })
      if (name === 'phone') {
        expect(await wallet.isVisible()).toBe(true)
        const address = (await page.getByTestId('wallet-address').textContent())!.trim()
        expect(await wallet.getAttribute('href')).toBe(`ethereum:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359@137/transfer?address=${address}&uint256=25000000`)
        expect((await wallet.boundingBox())!.height).toBeGreaterThanOrEqual(44)
        await shot(page, 'crypto-waiting-phone')
      } else {
        expect(await wallet.isVisible()).toBe(false)
      }
      await context.close()
    }
  }, 60_000)
})

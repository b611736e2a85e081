import { expect } from 'vitest'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { PASSWORD } from '../e2e/support/logIn'
import type { Sandbox } from './support/sandbox'
import type { Tab } from './support/tab'

/**
 * The flows every engine runs at 390×844 (issue 36 §2): the checkout (crypto and card to their outcome, an expired
 * link, Arabic right to left) and the merchant's sign-in, overview, transactions and payment links. A new screen
 * (refunds, the crypto states) is one more entry. Each flow starts from the seeds, with no cookies or storage.
 */
export interface Flow {
  name: string
  run(tab: Tab, sandbox: Sandbox): Promise<void>
}

const MERCHANT = 'merchant@paygrid.test'

async function fillBilling(tab: Tab, words: { firstName: string; lastName: string; email: string; phone: string }) {
  await tab.fill(words.firstName, 'Ada')
  await tab.fill(words.lastName, 'Lovelace')
  await tab.fill(words.email, 'ada@example.com')
  await tab.fill(words.phone, '+1 (555) 010-0100')
}

const ENGLISH_BILLING = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone' }

/** The page never scrolls sideways on the phone: what is wide scrolls inside its own box. */
async function expectNoSidewaysScroll(tab: Tab) {
  const { scrollWidth, innerWidth } = await tab.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }), null)
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth)
}

async function transactionIdOf(tab: Tab): Promise<string> {
  const id = (await tab.url()).searchParams.get('transaction_id')
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
  return id!
}

/**
 * The sandbox's chain pays the crypto payment on screen, then the customer comes back to the tab: the checkout checks
 * the status at once (SPEC §9) rather than in 30 s. Returns the transaction's id.
 */
async function payOnTheChain(tab: Tab, sandbox: Sandbox): Promise<string> {
  const id = await transactionIdOf(tab)
  await sandbox.settle(id, 'COMPLETED')
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')), null)
  return id
}

async function logIn(tab: Tab, email: string) {
  await tab.goto('/login')
  await tab.fill('Email', email)
  await tab.fill('Password', PASSWORD)
  await tab.click({ button: 'Log in' })
  await tab.waitForUrl((url) => url.pathname !== '/login', 20_000)
  // The app has booted (leaving a document while it still loads its modules is an aborted import, not a defect).
  await tab.see({ heading: 'Overview' }, 20_000)
}

export const FLOWS: Flow[] = [
  {
    name: 'checkout: demo-crypto paid to "Payment Completed!"',
    async run(tab, sandbox) {
      await tab.goto('/payment-link?id=demo-crypto')
      await tab.see({ button: 'Continue to Cryptocurrency Payment' })
      await expectNoSidewaysScroll(tab)
      await fillBilling(tab, ENGLISH_BILLING)
      await tab.click({ button: 'Continue to Cryptocurrency Payment' })
      await tab.see({ heading: 'Polygon USDC Payment' }, 30_000)
      await tab.see({ text: 'Waiting for Payment', exact: true })
      await tab.see({ css: '[role="img"][aria-label*="QR code"], svg[aria-label*="QR code"]' })
      await expectNoSidewaysScroll(tab)
      const id = await payOnTheChain(tab, sandbox)
      await tab.see({ text: 'Payment Completed!', exact: true })
      await tab.see({ text: `Transaction ID: TX${id}`, exact: true })
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'checkout: demo-card through the card page to /process-payment, "Payment Completed!"',
    async run(tab) {
      await tab.goto('/payment-link?id=demo-card')
      await fillBilling(tab, ENGLISH_BILLING)
      await tab.click({ button: 'Continue to Credit Card Payment' })
      await tab.see({ heading: 'Credit Card Payment' }, 30_000)
      await tab.see({ text: '256-bit SSL encryption' })
      await expectNoSidewaysScroll(tab)
      const id = await transactionIdOf(tab)
      await tab.click({ link: 'Continue to Payment' })
      await tab.click({ button: 'Pay' })
      const back = await tab.waitForUrl((url) => url.pathname === '/process-payment')
      expect(back.searchParams.get('id')).toBe('demo-card')
      expect(back.searchParams.get('transaction_id')).toBe(id)
      await tab.see({ text: 'Payment Completed!', exact: true })
      await tab.see({ text: `Transaction ID: TX${id}`, exact: true })
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'checkout: demo-expired shows "Payment Link Not Found"',
    async run(tab) {
      await tab.goto('/payment-link?id=demo-expired')
      await tab.see({ heading: 'Payment Link Not Found' })
      await tab.see({ text: 'The payment link could not be found or has expired.', exact: true })
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'checkout in Arabic, right to left: the form, the waiting screen, the address left to right, the receipt',
    async run(tab, sandbox) {
      await tab.goto('/payment-link?id=demo-crypto&lang=ar')
      await tab.see({ button: checkoutAr.continueWithCrypto })
      expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction], null)).toEqual(['ar', 'rtl', 'rtl'])
      // Right to left for real: the form's fields start at the right edge.
      const field = await tab.evaluate(() => {
        const input = document.querySelector('input')!.getBoundingClientRect()
        return { left: input.left, right: window.innerWidth - input.right }
      }, null)
      expect(field.right).toBeLessThanOrEqual(field.left + 1)
      await expectNoSidewaysScroll(tab)
      await fillBilling(tab, checkoutAr)
      await tab.click({ button: checkoutAr.continueWithCrypto })
      await tab.see({ heading: checkoutAr.cryptoTitle }, 30_000)
      await tab.see({ text: checkoutAr.waitingTitle, exact: true })
      expect(await tab.evaluate(() => getComputedStyle(document.querySelector('[data-testid="wallet-address"]')!).direction, null)).toBe('ltr')
      await expectNoSidewaysScroll(tab)
      const id = await payOnTheChain(tab, sandbox)
      await tab.see({ text: checkoutAr.completedTitle, exact: true })
      await tab.see({ text: `TX${id}`, exact: true })
      expect(await tab.evaluate((tx) => [...document.querySelectorAll('*')].filter((el) => el.textContent === tx).map((el) => getComputedStyle(el).direction).at(-1), `TX${id}`)).toBe('ltr')
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'merchant: signs in and lands on the overview',
    async run(tab) {
      await logIn(tab, MERCHANT)
      expect((await tab.url()).pathname).toBe('/dashboard')
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: "merchant: the overview's figures are the server's, its chart is drawn",
    async run(tab, sandbox) {
      const { data } = await sandbox.read<components['schemas']['ClientOverviewEnvelope']>(MERCHANT, '/dashboard/client-overview?days=30', PASSWORD)
      await logIn(tab, MERCHANT)
      await tab.see({ text: 'Balance', exact: true })
      const balance = await tab.evaluate(() => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Balance')?.nextElementSibling?.textContent, null)
      expect(balance).toBe(formatMoney(data.balance, data.currency))
      await tab.see({ text: `Pending: ${formatMoney(data.pending_balance, data.currency)}`, exact: true })
      const days = data.daily_volume.filter((point) => Number(point.volume) > 0).length
      await tab.see({ css: '.recharts-bar-rectangle' })
      expect(await tab.evaluate(() => document.querySelectorAll('.recharts-bar-rectangle').length, null)).toBe(days)
      await tab.see({ text: 'Latest transactions', exact: true })
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'merchant: transactions list, then a transaction opened in its drawer',
    async run(tab, sandbox) {
      const list = await sandbox.read<components['schemas']['TransactionList']>(MERCHANT, '/transaction/list?page=1&page_size=20', PASSWORD)
      await logIn(tab, MERCHANT)
      await tab.goto('/transactions')
      await tab.see({ heading: 'Transactions' })
      await tab.see({ text: `Showing 1–20 of ${list.pagination.total_items} transactions`, exact: true })
      const first = list.results[0]!
      await tab.see({ text: first.customer_email, exact: true })
      await tab.see({ text: formatMoney(first.gross_amount, first.currency), exact: true })
      await expectNoSidewaysScroll(tab)
      await tab.goto(`/transactions?tx=${first.id}`)
      await tab.see({ css: '[role="dialog"]' })
      await tab.see({ text: first.id })
      await expectNoSidewaysScroll(tab)
    },
  },
  {
    name: 'merchant: payment links listed, one created through the dialog and found in the list',
    async run(tab) {
      await logIn(tab, MERCHANT)
      await tab.goto('/payment-links')
      await tab.see({ text: '20 of 20 payment links', exact: true })
      await expectNoSidewaysScroll(tab)
      await tab.click({ button: 'Create Payment Link' })
      await tab.see({ css: '[role="dialog"]' })
      await tab.fill('Name', 'Piano lesson engines')
      await tab.fill('Amount', '42.50')
      await tab.fill('Description', 'One hour, at home')
      await tab.click({ css: '[role="dialog"] button[type="submit"]' })
      await tab.see({ text: 'Payment link created successfully!', exact: true })
      await tab.see({ text: '21 of 21 payment links', exact: true })
      await tab.see({ text: 'Piano lesson engines', exact: true })
      await expectNoSidewaysScroll(tab)
    },
  },
]

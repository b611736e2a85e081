import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { checkoutEn } from '../../src/i18n/messages/checkout.en'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { paymentEn } from '../../src/i18n/messages/payment.en'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { settleTransaction } from './support/sandboxControl'

const e2e = setUpBrowser()

const ENGLISH: Record<string, string> = { ...checkoutEn, ...paymentEn }
const LOCALES = {
  fr: { words: checkoutFr as Record<string, string>, dir: 'ltr', money: /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0(\$US|€)$/, usdc: /^\d{1,3}(\u202f\d{3})*,\d{4} USDC$/ },
  ar: { words: checkoutAr as Record<string, string>, dir: 'rtl', money: /^\u200f\d{1,3}(,\d{3})*\.\d{2}\u00a0(US\$|€)$/, usdc: /^\d{1,3}(,\d{3})*\.\d{4} USDC$/ },
} as const

/**
 * The English words a French or Arabic reader must not meet: each message's longest run of words between its
 * placeholders, when it is a phrase (two words or more: a single word could be in the merchant's own text).
 */
function englishPhrases(words: Record<string, string>): string[] {
  return Object.entries(ENGLISH)
    .filter(([key, english]) => words[key] !== english)
    .map(([, english]) => english.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!.trim())
    .filter((phrase) => phrase.includes(' '))
}

async function expectSpoken(page: Page, locale: keyof typeof LOCALES) {
  const { words, dir } = LOCALES[locale]
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, dir])
  const visible = await page.evaluate(() => document.body.innerText)
  expect(englishPhrases(words).filter((phrase) => visible.includes(phrase))).toEqual([])
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
}

/** A whole-text pattern found anywhere in a text. */
const unanchored = (pattern: RegExp) => new RegExp(pattern.source.replace(/^\^/, '').replace(/\$$/, ''), 'm')

type Words = Record<keyof typeof checkoutFr, string>

async function fillBilling(page: Page, words: Words) {
  await page.getByRole('textbox', { name: words.firstName, exact: true }).fill('Ada')
  await page.getByRole('textbox', { name: words.lastName, exact: true }).fill('Lovelace')
  await page.getByRole('textbox', { name: words.email, exact: true }).fill('ada@example.com')
  await page.getByRole('textbox', { name: words.phone, exact: true }).fill('+212 600 000 000')
}

/** The sandbox's chain settles a transaction; the customer comes back to the tab and the page checks at once. */
async function settle(page: Page, status: 'COMPLETED' | 'FAILED') {
  const id = new URL(page.url()).searchParams.get('transaction_id')!
  await settleTransaction(e2e.baseUrl, id, status)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  return id
}

describe('the checkout in French and Arabic (issue 23), on a phone', () => {
  for (const locale of ['fr', 'ar'] as const) {
    it(`${locale}: the billing form, the crypto waiting screen and the completed receipt of demo-crypto speak ${locale}, amounts in its format, no sideways scroll, no axe violation`, async () => {
      const { money, usdc } = LOCALES[locale]
      const words = LOCALES[locale].words as Record<keyof typeof checkoutFr, string>
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await page.goto(`/payment-link?id=demo-crypto&lang=${locale}`)
      const submit = page.getByRole('button', { name: words.continueWithCrypto })
      await submit.waitFor()
      await expectSpoken(page, locale)
      expect(await page.locator('[data-money]').first().innerText()).toMatch(money)

      await fillBilling(page, words)
      await submit.click()
      await page.getByRole('heading', { name: words.cryptoTitle }).waitFor({ timeout: 20_000 })
      await page.getByText(words.waitingTitle).waitFor()
      await page.getByRole('img', { name: words.qrLabel }).waitFor()
      // The URL keeps the reader's language beside the transaction id.
      expect(new URL(page.url()).searchParams.get('lang')).toBe(locale)
      await expectSpoken(page, locale)
      expect(await page.locator('[data-money]').first().innerText()).toMatch(usdc)
      // The wallet address stays left to right inside the page's direction.
      expect(await page.getByTestId('wallet-address').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')

      // Paid: the receipt in the reader's words, its amount and date in their format, the ID left to right.
      const id = await settle(page, 'COMPLETED')
      await page.getByText(words.completedTitle, { exact: true }).waitFor()
      const receipt = page.getByRole('region', { name: words.receipt })
      expect(await receipt.innerText()).toMatch(unanchored(money))
      expect(await receipt.getByText(`TX${id}`, { exact: true }).evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
      await expectSpoken(page, locale)
      await context.close()
    }, 60_000)

    it(`${locale}: a failed crypto payment (chosen on demo-both) and a card payment's return page speak ${locale}`, async () => {
      const { money } = LOCALES[locale]
      const words = LOCALES[locale].words as Words
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await page.goto(`/payment-link?id=demo-both&lang=${locale}`)
      await page.getByText(words.methodCrypto, { exact: true }).click()
      await fillBilling(page, words)
      await page.getByRole('button', { name: words.continueWithCrypto }).click()
      await page.getByText(words.waitingTitle).waitFor({ timeout: 20_000 })
      await settle(page, 'FAILED')
      await page.getByText(words.failedHint).waitFor()
      await page.getByRole('button', { name: words.startNew }).waitFor()
      await expectSpoken(page, locale)

      // The card provider (a third party's stand-in, in English) sends the customer back without ?lang=: the saved choice speaks.
      await page.goto(`/payment-link?id=demo-card&lang=${locale}`)
      await fillBilling(page, words)
      await page.getByRole('button', { name: words.continueWithCard }).click()
      await page.getByRole('link', { name: words.continueToPayment }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Pay' }).click()
      await page.waitForURL(/\/process-payment\?/)
      expect(new URL(page.url()).searchParams.get('lang')).toBeNull()
      await page.getByText(words.completedTitle, { exact: true }).waitFor()
      expect(await page.getByRole('region', { name: words.receipt }).innerText()).toMatch(unanchored(money))
      await expectSpoken(page, locale)
      await context.close()
    }, 90_000)
  }

  it('the switcher changes the language without a reload, names it in the URL, and the choice survives a reload; the shell speaks it before any script', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone, 'en-US')
    await page.goto('/payment-link?id=demo-both')
    await page.getByRole('button', { name: ENGLISH.continueWithCard }).waitFor()
    await page.evaluate(() => ((globalThis as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('combobox', { name: ENGLISH.language }).selectOption('ar')
    await page.getByRole('button', { name: checkoutAr.continueWithCard }).waitFor()
    expect(await page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expectNoSidewaysScroll(page)

    // A new visit without ?lang=: the saved choice, already in the static shell while the checkout's code is held back.
    await page.route(/\/assets\/start-[\w-]+\.js$/, () => {})
    await page.goto('/payment-link?id=demo-both', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1, name: checkoutAr.loadingLink }).waitFor()
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    await page.unroute(/\/assets\/start-[\w-]+\.js$/)
    await page.reload()
    await page.getByRole('button', { name: checkoutAr.continueWithCard }).waitFor()
    await page.getByRole('combobox', { name: checkoutAr.language }).selectOption('en')
    await page.getByRole('button', { name: ENGLISH.continueWithCard }).waitFor()
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr'])
    await context.close()
  }, 60_000)
})

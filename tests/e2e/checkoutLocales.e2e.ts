import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { checkoutEn } from '../../src/i18n/messages/checkout.en'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { paymentEn } from '../../src/i18n/messages/payment.en'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'

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

describe('the checkout in French and Arabic (issue 23), on a phone', () => {
  for (const locale of ['fr', 'ar'] as const) {
    it(`${locale}: the billing form and the crypto waiting screen of demo-crypto speak ${locale}, amounts in its format, no sideways scroll, no axe violation`, async () => {
      const { money, usdc } = LOCALES[locale]
      const words = LOCALES[locale].words as Record<keyof typeof checkoutFr, string>
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await page.goto(`/payment-link?id=demo-crypto&lang=${locale}`)
      const submit = page.getByRole('button', { name: words.continueWithCrypto })
      await submit.waitFor()
      await expectSpoken(page, locale)
      expect(await page.locator('[data-money]').first().innerText()).toMatch(money)

      await page.getByRole('textbox', { name: words.firstName, exact: true }).fill('Ada')
      await page.getByRole('textbox', { name: words.lastName, exact: true }).fill('Lovelace')
      await page.getByRole('textbox', { name: words.email, exact: true }).fill('ada@example.com')
      await page.getByRole('textbox', { name: words.phone, exact: true }).fill('+212 600 000 000')
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
      await context.close()
    }, 60_000)
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

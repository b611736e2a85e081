/**
 * Issue 23 in Chromium: the app (public pages, the merchant's main screens, the admin's and staff's) in French and in
 * Arabic: the page's language and direction, none of the app's English words left, amounts in the reader's format, no
 * sideways scroll, axe-clean; the signed-in menu's switcher, its choice kept across a reload.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalog, type Catalog } from '../../src/i18n/catalog'
import { placeholders, type Message } from '../../src/i18n/format'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

type Spoken = 'fr' | 'ar'

// Every area's catalog of the app (the checkout's are checked by checkoutLocales.e2e.ts).
const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.en.ts', { eager: true })
const catalogs = Object.values(modules).flatMap((module) => Object.values(module).filter((value): value is Catalog => typeof value === 'object' && value !== null && 'area' in value && 'load' in value))

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message))

/**
 * The English words a French or Arabic reader must not meet: of every message the language writes differently, its
 * longest run of words between placeholders, when it is a phrase (two words or more, three beside a value: a lone word
 * or a short fragment could be the merchant's or the server's own text, a product or a network name).
 */
async function englishPhrases(locale: Spoken): Promise<string[]> {
  const phrases = new Set<string>()
  for (const catalog of catalogs) {
    const messages = await loadCatalog(catalog, locale)
    for (const [key, english] of Object.entries(catalog.en)) {
      if (JSON.stringify(messages[key]) === JSON.stringify(english)) continue
      for (const text of texts(english)) {
        const longest = text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!.trim()
        // A fragment around a value needs three words: "payment links" of "{count} payment links" is also the server's own plan text.
        if (longest.split(' ').length >= (placeholders(text).length > 0 ? 3 : 2)) phrases.add(longest)
      }
    }
  }
  return [...phrases]
}

const LOCALES = {
  fr: { dir: 'ltr', money: /\d,\d{2}\u00a0(\$US|€)/ },
  ar: { dir: 'rtl', money: /\d\.\d{2}\u00a0(US\$|€)/ },
} as const

/** Amounts written the English way ("$25.00", "€49.99"): none on a French or Arabic page. */
const ENGLISH_MONEY = /[$€]\d/

interface Visit {
  path: string
  /** The screen shows amounts: at least one in the reader's format. */
  money?: boolean
}

const MERCHANT: Visit[] = [
  { path: '/dashboard', money: true },
  { path: '/payment-links', money: true },
  { path: '/transactions', money: true },
  { path: '/wallet', money: true },
  { path: '/integration' },
  { path: '/subscription' },
  { path: '/settings' },
]
const PUBLIC: Visit[] = [{ path: '/' }, { path: '/login' }, { path: '/register' }, { path: '/forgot-password' }]
const ADMIN: Visit[] = [
  { path: '/dashboard', money: true },
  { path: '/wallets-admin', money: true },
  { path: '/transactions-admin', money: true },
  { path: '/calculator' },
  { path: '/subscription-admin' },
  { path: '/integration-validation' },
  { path: '/validated-integration' },
]

/** The screen has drawn its data: an h1, no request running, no skeleton left. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('.chakra-skeleton, [aria-busy="true"]'), undefined, { timeout: 15_000 })
}

async function expectSpoken(page: Page, locale: Spoken, phrases: string[], visit: Visit) {
  expect({ path: visit.path, page: await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]) }).toEqual({ path: visit.path, page: [locale, LOCALES[locale].dir] })
  const visible = await page.evaluate(() => document.body.innerText)
  expect({ path: visit.path, english: phrases.filter((phrase) => visible.includes(phrase)) }).toEqual({ path: visit.path, english: [] })
  if (visit.money) {
    expect({ path: visit.path, localeMoney: LOCALES[locale].money.test(visible) }).toEqual({ path: visit.path, localeMoney: true })
    expect({ path: visit.path, englishMoney: visible.match(ENGLISH_MONEY)?.[0] ?? null }).toEqual({ path: visit.path, englishMoney: null })
  }
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
}

async function walk(page: Page, locale: Spoken, visits: Visit[]) {
  const phrases = await englishPhrases(locale)
  for (const visit of visits) {
    await open(page, visit.path)
    await expectSpoken(page, locale, phrases, visit)
  }
}

describe('the app in French and Arabic (issue 23)', () => {
  for (const [locale, width] of [
    ['fr', 'phone'],
    ['ar', 'phone'],
    ['ar', 'desktop'],
  ] as const) {
    it(`${locale} on a ${width}: the public pages and the merchant's main screens speak ${locale}`, async () => {
      const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS[width], 'en-US')
      // The link names the language once; the saved choice carries it to every page after.
      await open(page, `/?lang=${locale}`)
      await walk(page, locale, PUBLIC)
      await page.evaluate(() => localStorage.setItem('lang', 'en'))
      await logIn(page, 'merchant@paygrid.test')
      await page.evaluate((lang) => localStorage.setItem('lang', lang), locale)
      await walk(page, locale, MERCHANT)
      await context.close()
    }, 180_000)
  }

  it('ar on a desktop: the admin\'s screens speak Arabic', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.desktop, 'ar-MA')
    // Logged in in English (the helper types English labels), then the browser's own language, Arabic, speaks.
    await open(page, '/?lang=en')
    await logIn(page, 'admin@paygrid.test')
    await page.evaluate(() => localStorage.removeItem('lang'))
    await walk(page, 'ar', ADMIN)
    await context.close()
  }, 180_000)

  it('the signed-in menu\'s switcher changes the language in place, names it in the URL, and the choice survives a reload', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.desktop, 'en-US')
    await logIn(page, 'merchant@paygrid.test')
    await open(page, '/payment-links')
    await page.evaluate(() => ((globalThis as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    expect(await page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar')
    // In-app navigation and a new visit without ?lang= speak the saved choice.
    await page.locator('nav a[href^="/transactions"]').first().click()
    await page.waitForURL((url) => url.pathname === '/transactions')
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.goto('/payment-links')
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor()
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    await context.close()
  }, 60_000)
})

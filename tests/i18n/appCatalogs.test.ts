// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadCatalog, type Catalog } from '../../src/i18n/catalog'
import { placeholders, type Message } from '../../src/i18n/format'

// Every area's catalog (src/i18n/messages/<area>.en.ts exports one `defineCatalog`), found by itself: a new area is checked
// without being listed here.
const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.en.ts', { eager: true })
const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && 'area' in value && 'en' in value && 'load' in value
const catalogs = Object.values(modules).flatMap((module) => Object.values(module).filter(isCatalog))

/** Messages a language writes as English does (a word both share), by `area.key`: each one a decision, not an oversight. */
const SAME_AS_ENGLISH: Record<'fr' | 'ar', readonly string[]> = {
  fr: [
    // "Transactions" is the French word too; a list's items are separated by a comma and a space in French as in English.
    'common.menuTransactions',
    'common.paletteTransactions',
    'common.paletteListSeparator',
    // "Support" and "Documentation" are the French words too (the landing's footer and page titles).
    'landing.support',
    'landing.docs',
    // « Actions », « Crypto » (a badge, as French payment products write it), « Description », « Sessions »: the same words.
    'integrations.actions',
    'paymentLinks.actions',
    'paymentLinks.crypto',
    'paymentLinks.description',
    'settings.sessions',
    // Product names stay in Latin script (glossary).
    'walletsAdmin.telegram',
    'settings.telegram',
    // overview, transactions, calculator: French writes these words as English does.
    'overview.volume',
    'overview.net',
    'overview.transactions',
    'overview.clients',
    'overview.attentionTransactions',
    'overview.date',
    'settlement.listSeparator',
    'settlement.rate',
    'settlement.rateSource',
    'transactions.title',
    'transactions.date',
    'transactions.actions',
    'transactions.transactionNamed',
    'transactions.email',
    'calculator.transactions',
    // transfers: the same words, the same meaning, in a payment product's French.
    'transfers.client',
    'transfers.destination',
    'transfers.note',
    'transfers.actions',
  ],
  ar: [
    // A filter chip's name and its colon: Arabic writes the colon as English does.
    'common.filterChip',
    // Product names stay in Latin script (glossary).
    'walletsAdmin.telegram',
    'settings.telegram',
  ],
}

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message))
const cases = catalogs.flatMap((catalog) => (['fr', 'ar'] as const).map((locale) => [`${catalog.area}.${locale}`, catalog, locale] as const))

describe('the app\'s catalogs, one per area (issue 23 §1)', () => {
  it('finds the areas', () => {
    expect(catalogs.map((catalog) => catalog.area)).toContain('common')
    expect(new Set(catalogs.map((catalog) => catalog.area)).size).toBe(catalogs.length)
  })

  it.each(cases)('%s has exactly the English keys', async (_, catalog, locale) => {
    expect(Object.keys(await loadCatalog(catalog, locale)).sort()).toEqual(Object.keys(catalog.en).sort())
  })

  it.each(cases)('%s names the same placeholders as English in every message, in every plural form', async (_, catalog, locale) => {
    const messages = await loadCatalog(catalog, locale)
    for (const [key, english] of Object.entries(catalog.en)) {
      const expected = placeholders(texts(english)[0]!).sort()
      for (const text of texts(messages[key]!)) expect({ key, placeholders: placeholders(text).sort() }).toEqual({ key, placeholders: expected })
    }
  })

  it.each(cases)('%s translates every message (none left in English but the listed ones)', async (_, catalog, locale) => {
    const messages = await loadCatalog(catalog, locale)
    const same = Object.keys(catalog.en).filter((key) => JSON.stringify(messages[key]) === JSON.stringify(catalog.en[key]))
    expect(same.filter((key) => !SAME_AS_ENGLISH[locale].includes(`${catalog.area}.${key}`))).toEqual([])
  })

  it.each(cases)('%s gives a plural message every plural form the language has', async (_, catalog, locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    const messages = await loadCatalog(catalog, locale)
    for (const [key, message] of Object.entries(messages)) {
      if (typeof catalog.en[key] === 'string') continue
      expect({ key, forms: typeof message === 'string' ? [] : Object.keys(message).sort() }).toEqual({ key, forms: [...categories].sort() })
    }
  })
})

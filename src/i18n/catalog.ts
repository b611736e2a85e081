import { interpolate, placeholders, type Message } from './format'
import type { Locale } from './locales'

/** The languages a catalog loads when chosen: English is in the area's own code. */
export type OtherLocale = Exclude<Locale, 'en'>

/**
 * A translation of an English catalog: every English key. A translation module imports nothing (no import circle with
 * its English); `defineCatalog` types what it loads against English, so a missing key fails `tsc` there, and
 * tests/i18n/appCatalogs.test.ts refuses an extra one.
 */
export type Translation<E> = { readonly [K in keyof E]: Message }

/**
 * One area's words (issue 23 §1: split by area). English is imported with the area's screens, so a page carries only
 * the words of what it shows; French and Arabic are modules of their own, loaded when the reader chooses them.
 */
export interface Catalog<K extends string = string> {
  readonly area: string
  readonly en: Readonly<Record<K, Message>>
  readonly load: Readonly<Record<OtherLocale, () => Promise<Translation<Record<K, Message>>>>>
}

interface Place {
  catalog: Catalog
  key: string
}

// Every English text of every catalog defined so far → where it is: `Translator.text` finds a rule's or machine's
// English words (they keep the SPEC's English, as the server-facing tests pin it) in the reader's language. One text may
// be in several areas' catalogs (a shared rule's "Email is required"): the page speaks with whichever it has loaded.
const placesOfEnglish = new Map<string, Place[]>()
// English texts with placeholders ("… required to continue using {product}"): a rule or machine that fills one in holds
// the filled text, found by matching it against the template and filling the translation with the same values.
const templatesOfEnglish: { pattern: RegExp; names: string[]; place: Place }[] = []
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const loaded = new Map<Catalog, Partial<Record<OtherLocale, Readonly<Record<string, Message>>>>>()
const loading = new Map<Catalog, Partial<Record<OtherLocale, Promise<Readonly<Record<string, Message>>>>>>()

/** An area's catalog: its English words, and how its French and Arabic load. */
export function defineCatalog<const E extends Record<string, Message>>(area: string, en: E, load: Record<OtherLocale, () => Promise<Translation<E>>>): Catalog<keyof E & string> {
  const catalog: Catalog<keyof E & string> = { area, en, load }
  for (const [key, message] of Object.entries(en)) {
    if (typeof message !== 'string') continue
    placesOfEnglish.set(message, [...(placesOfEnglish.get(message) ?? []), { catalog, key }])
    const names = placeholders(message)
    // Only a sentence around its values: a message of values and marks alone ("{name}: {value}") would match anything.
    if (names.length > 0 && /[a-z]+ [a-z]+/i.test(message.replace(/\{\w+\}/g, ' '))) templatesOfEnglish.push({ pattern: new RegExp(`^${message.split(/\{\w+\}/).map(escape).join('(.+?)')}$`), names, place: { catalog, key } })
  }
  return catalog
}

/** A catalog's words in a language, if they have loaded (English always has). */
export function loadedMessages<K extends string>(catalog: Catalog<K>, locale: Locale): Readonly<Record<K, Message>> | undefined {
  if (locale === 'en') return catalog.en
  return loaded.get(catalog)?.[locale] as Readonly<Record<K, Message>> | undefined
}

/** Loads a catalog's words in a language, once (the same promise for every caller, as React's `use` wants). */
export function loadCatalog<K extends string>(catalog: Catalog<K>, locale: Locale): Promise<Readonly<Record<K, Message>>> {
  if (locale === 'en') return Promise.resolve(catalog.en)
  const pending = loading.get(catalog) ?? {}
  loading.set(catalog, pending)
  if (!pending[locale]) {
    const promise: Promise<Readonly<Record<string, Message>>> = catalog.load[locale]().then((messages) => {
      loaded.set(catalog, { ...loaded.get(catalog), [locale]: messages })
      // Marked as React's `use` marks what it has read: a screen reads loaded words at once, without suspending again.
      Object.assign(promise, { status: 'fulfilled', value: messages })
      return messages
    })
    pending[locale] = promise
  }
  return pending[locale] as Promise<Readonly<Record<K, Message>>>
}

/** A product text (English, as a rule or machine holds it) in `locale`, when its catalog has loaded there; else as it came. */
export function translateEnglish(text: string, locale: Locale): Message {
  for (const { catalog, key } of placesOfEnglish.get(text) ?? []) {
    const translated = loadedMessages(catalog, locale)?.[key]
    if (translated !== undefined) return translated
  }
  for (const { pattern, names, place } of templatesOfEnglish) {
    const values = pattern.exec(text)
    const translated = values && loadedMessages(place.catalog, locale)?.[place.key]
    if (typeof translated === 'string') return interpolate(translated, Object.fromEntries(names.map((name, index) => [name, values![index + 1]!])))
  }
  return text
}

import { interpolate, pluralText, type Message, type Params } from './format'
import { INTL_LOCALES, dir, type Locale } from './locales'
import { checkoutEn, type CheckoutKey } from './messages/checkout.en'

/** The words and formats of one language: what a screen (or a rule that writes words, as the receipt) speaks with. */
export interface Translator<K extends string = CheckoutKey> {
  locale: Locale
  dir: 'ltr' | 'rtl'
  /** The tag `Intl` formats numbers and money with (src/domain/money.ts). */
  intl: string
  /** The tag dates are written with: the browser's own format in English (SPEC §9), the language's otherwise. */
  dates: string | undefined
  /** A message, its placeholders filled in (`count` chooses a plural message's form). */
  t: (key: K, params?: Params) => string
  /** The raw text of a message, placeholders kept, for a screen that puts elements in them (`interpolateParts`). */
  raw: (key: K) => string
  /**
   * A text the product wrote (the English words its machines and rules hold) in this language; any other text, the
   * server's own message, as it came (issue 23: the server's words are shown as sent, the product's fallbacks localized).
   */
  text: (message: string) => string
}

// English: the first screen's words now, the payment screens' once their code has loaded (englishPayment.ts). Every
// language falls back to it, so a message is never missing.
const englishMessages: Partial<Record<CheckoutKey, Message>> = { ...checkoutEn }
// English words → their key, for `text`: the machines and rules keep the SPEC's English as their messages.
let keysOfEnglish: Map<Message, CheckoutKey> | null = null

/** Adds English words the page's first load does not carry (the payment screens' module does, as it loads). */
export function addEnglish(messages: Partial<Record<CheckoutKey, Message>>): void {
  Object.assign(englishMessages, messages)
  keysOfEnglish = null
}

/**
 * A language's translator over any catalog: `message` finds a key's message (falling back to English), `text` a product
 * text's words in this language. The checkout's and the app's areas (src/i18n/catalog.ts) both speak through it.
 */
export function translatorOf<K extends string>(locale: Locale, message: (key: K) => Message, text: (english: string) => Message): Translator<K> {
  const intl = INTL_LOCALES[locale]
  const words = (key: K, count?: number) => pluralText(message(key), intl, count)
  return {
    locale,
    dir: dir(locale),
    intl,
    dates: locale === 'en' ? undefined : intl,
    raw: (key) => words(key),
    t: (key, params) => interpolate(words(key, typeof params?.count === 'number' ? params.count : undefined), params),
    text: (english) => pluralText(text(english), intl, undefined),
  }
}

export function createTranslator(locale: Locale, messages: Partial<Record<CheckoutKey, Message>>): Translator {
  const message = (key: CheckoutKey): Message => messages[key] ?? englishMessages[key] ?? key
  return translatorOf(locale, message, (text) => {
    keysOfEnglish ??= new Map(Object.entries(englishMessages).map(([key, value]) => [value, key as CheckoutKey]))
    const key = keysOfEnglish.get(text)
    return key ? message(key) : text
  })
}

/** English: the checkout's first load, and every screen rendered without a chosen language. */
export const english = createTranslator('en', englishMessages)

/** A language's checkout messages: English is in the first load, French and Arabic load when chosen. */
export async function loadCheckoutTranslator(locale: Locale): Promise<Translator> {
  if (locale === 'fr') return createTranslator('fr', (await import('./messages/checkout.fr')).checkoutFr)
  if (locale === 'ar') return createTranslator('ar', (await import('./messages/checkout.ar')).checkoutAr)
  return english
}

import { interpolate, pluralText, type Message, type Params } from './format'
import { INTL_LOCALES, dir, type Locale } from './locales'
import type { CheckoutKey } from './messages/checkout.en'

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


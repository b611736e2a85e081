import { interpolate, pluralText, type Message, type Params } from './format'
import { INTL_LOCALES, dir, type Locale } from './locales'
import { checkoutEn, type CheckoutKey, type CheckoutMessages } from './messages/checkout.en'

/** The words and formats of one language: what a screen (or a rule that writes words, as the receipt) speaks with. */
export interface Translator {
  locale: Locale
  dir: 'ltr' | 'rtl'
  /** The tag `Intl` formats numbers and money with (src/domain/money.ts). */
  intl: string
  /** The tag dates are written with: the browser's own format in English (SPEC §9), the language's otherwise. */
  dates: string | undefined
  /** A message, its placeholders filled in (`count` chooses a plural message's form). */
  t: (key: CheckoutKey, params?: Params) => string
  /** The raw text of a message, placeholders kept, for a screen that puts elements in them (`interpolateParts`). */
  raw: (key: CheckoutKey) => string
  /**
   * A text the product wrote (the English words its machines and rules hold) in this language; any other text, the
   * server's own message, as it came (issue 23: the server's words are shown as sent, the product's fallbacks localized).
   */
  text: (message: string) => string
}

// English words → their key, for `text`: the machines and rules keep the SPEC's English as their messages.
let keysOfEnglish: Map<string, CheckoutKey> | null = null
const keyOfEnglish = (message: string) => {
  keysOfEnglish ??= new Map(Object.entries(checkoutEn).map(([key, value]) => [value, key as CheckoutKey]))
  return keysOfEnglish.get(message)
}

export function createTranslator(locale: Locale, messages: CheckoutMessages): Translator {
  const intl = INTL_LOCALES[locale]
  const raw = (key: CheckoutKey) => pluralText(messages[key] as Message, intl, undefined)
  return {
    locale,
    dir: dir(locale),
    intl,
    dates: locale === 'en' ? undefined : intl,
    raw,
    t: (key, params) => interpolate(pluralText(messages[key] as Message, intl, typeof params?.count === 'number' ? params.count : undefined), params),
    text: (message) => {
      const key = keyOfEnglish(message)
      return key ? raw(key) : message
    },
  }
}

/** English: the checkout's first load, and every screen rendered without a chosen language. */
export const english = createTranslator('en', checkoutEn)

/** A language's checkout messages: English is in the first load, French and Arabic load when chosen. */
export async function loadCheckoutTranslator(locale: Locale): Promise<Translator> {
  if (locale === 'fr') return createTranslator('fr', (await import('./messages/checkout.fr')).checkoutFr)
  if (locale === 'ar') return createTranslator('ar', (await import('./messages/checkout.ar')).checkoutAr)
  return english
}

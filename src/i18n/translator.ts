import type { Message } from './format'
import type { Locale } from './locales'
import { checkoutEn, type CheckoutKey } from './messages/checkout.en'
import { translatorOf, type Translator } from './translatorOf'

// A page that speaks with an area's catalog (the app's, the login's) imports translatorOf.ts alone: not the checkout's words.
export { translatorOf, type Translator } from './translatorOf'

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

import { applyDocumentLocale, hrefWithLang, saveLocaleChoice } from '../i18n/documentLocale'
import { LANG_STORAGE_KEY, resolveLocale, type Locale } from '../i18n/locales'
import { english, loadCheckoutTranslator, type Translator } from '../i18n/translator'

const storage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function savedChoice(): string | null {
  try {
    return storage()?.getItem(LANG_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

let current: Translator = english
const listeners = new Set<() => void>()
let latest = 0

async function speak(locale: Locale): Promise<Translator> {
  const request = ++latest
  const translator = await loadCheckoutTranslator(locale)
  // A quicker later choice wins over a slower earlier one.
  if (request === latest) {
    current = translator
    applyDocumentLocale(document.documentElement, locale)
    listeners.forEach((listener) => listener())
  }
  return current
}

/** The checkout's language: resolved as public/locale.js resolved it before the first paint, its messages loaded. */
export const checkoutLocale = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: () => current,
  /** The language the page opens in (`?lang=`, the saved choice, the browser's languages, English), its messages loaded. */
  start(): Promise<Translator> {
    return speak(resolveLocale({ search: window.location.search, saved: savedChoice(), languages: navigator.languages ?? [] }))
  },
  /** The reader's choice: kept for the next visit, named in the URL (no reload, no new history entry), spoken at once. */
  choose(locale: Locale): Promise<Translator> {
    saveLocaleChoice(storage(), locale)
    window.history.replaceState(window.history.state, '', hrefWithLang(window.location.href, locale, window.location.origin))
    return speak(locale)
  },
}

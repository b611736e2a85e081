import { applyDocumentLocale, saveLocaleChoice } from './documentLocale'
import { LANG_PARAM, LANG_STORAGE_KEY, localeOfTag, resolveLocale, type Locale } from './locales'

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

/**
 * The language a page at `search` opens in: `?lang=`, the saved choice, the browser's languages, English (as
 * public/locale.js decides). A language the URL names is kept as the reader's choice: they followed a link in their
 * language, and the pages that follow may not name it (the card provider sends the customer back without `?lang=`).
 */
export function openingLocale(search = window.location.search): Locale {
  const named = localeOfTag(new URLSearchParams(search).get(LANG_PARAM))
  if (named) saveLocaleChoice(storage(), named)
  return resolveLocale({ search, saved: savedChoice(), languages: navigator.languages ?? [] })
}

export interface LocaleStore<T> {
  subscribe: (listener: () => void) => () => void
  get: () => T
  /** Speaks the language the page opens in, its words loaded. */
  start: () => Promise<T>
  /** The reader's choice: kept for the next visit, named in the URL (no reload, no new history entry), spoken once its words have loaded. */
  choose: (locale: Locale) => Promise<T>
}

/**
 * A page's language (the checkout's, the app's): `load` readies a language's words and gives what screens speak with;
 * `nameInUrl` writes the choice as `?lang=` the page's own way (the app through its router's history), replacing the entry.
 */
export function createLocaleStore<T>({ initial, load, nameInUrl, search }: { initial: T; load: (locale: Locale) => Promise<T>; nameInUrl: (locale: Locale) => void; search?: () => string }): LocaleStore<T> {
  let current = initial
  const listeners = new Set<() => void>()
  let latest = 0
  async function speak(locale: Locale): Promise<T> {
    const request = ++latest
    const spoken = await load(locale)
    // A quicker later choice wins over a slower earlier one.
    if (request === latest) {
      current = spoken
      applyDocumentLocale(document.documentElement, locale)
      listeners.forEach((listener) => listener())
    }
    return current
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    get: () => current,
    start: () => speak(openingLocale(search?.())),
    choose(locale) {
      saveLocaleChoice(storage(), locale)
      nameInUrl(locale)
      return speak(locale)
    },
  }
}

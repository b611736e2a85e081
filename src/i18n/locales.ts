/** The languages the product speaks (issue 23), English first: the fallback. */
export const LOCALES = ['en', 'fr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The search parameter that names a language (`?lang=fr`), read before anything else. */
export const LANG_PARAM = 'lang'
/** Where the person's own choice is kept (localStorage), beside `color-mode`. */
export const LANG_STORAGE_KEY = 'lang'

/** Each language's name in its own script, as a switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' }

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The writing direction of a language. */
export const dir = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')

/**
 * The tag `Intl` formats numbers and money with: French as in France; Arabic with Latin digits, as Moroccan
 * shops, wallets and bank statements write amounts (and as the customer types them into a wallet app).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' }

/** The language a tag names ("fr-MA", "FR" → fr), or null for one the product does not speak. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(language) ? language : null
}

export interface LocaleSources {
  /** The page's search string (`?lang=ar&id=…`). */
  search: string
  /** The saved choice (localStorage `lang`), or null. */
  saved: string | null
  /** The browser's languages, preferred first (`navigator.languages`). */
  languages: readonly string[]
}

/**
 * The language to speak: `?lang=` first, then the person's saved choice, then the first of the browser's languages
 * the product speaks, then English. Each is read as a language tag ("fr-MA" is French); a value the product does not
 * speak is passed over, not an error.
 * public/locale.js decides the same way before the first paint (a test holds the two together).
 */
export function resolveLocale({ search, saved, languages }: LocaleSources): Locale {
  for (const tag of [new URLSearchParams(search).get(LANG_PARAM), saved, ...languages]) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

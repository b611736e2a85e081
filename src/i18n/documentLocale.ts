import { dir, LANG_PARAM, LANG_STORAGE_KEY, type Locale } from './locales'

/** `<html lang dir>` for the language (public/locale.js sets them before the first paint; a switch sets them again). */
export function applyDocumentLocale(root: Pick<HTMLElement, 'lang' | 'dir'>, locale: Locale): void {
  root.lang = locale
  root.dir = dir(locale)
}

/** Keeps the person's choice for their next visit; a browser that refuses storage keeps it for this page only. */
export function saveLocaleChoice(storage: Pick<Storage, 'setItem'> | null, locale: Locale): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Privacy modes may refuse storage: `?lang=` still carries the choice.
  }
}

/** `href` with `?lang=` naming the language (other parameters and the fragment kept). */
export function hrefWithLang(href: string, locale: string, base = 'http://localhost'): string {
  const url = new URL(href, base)
  url.searchParams.set(LANG_PARAM, locale)
  return `${url.pathname}${url.search}${url.hash}`
}

/** `href` keeping the `?lang=` of `search`, when it names one: the page's own URL rewrites do not drop the reader's language. */
export function keepLang(href: string, search: string): string {
  const lang = new URLSearchParams(search).get(LANG_PARAM)
  return lang === null ? href : hrefWithLang(href, lang)
}

import type { ReactNode } from 'react'
import { useAppLocale } from '../../i18n/appLocale'
import { dir } from '../../i18n/locales'

/**
 * An amount or an id in the app's screens: left to right in a right-to-left page, isolated (`<bdi dir="ltr">`) so it
 * neither turns round nor reorders the words around it. A left-to-right page has nothing to isolate. (The checkout's
 * `Ltr` does the same with the checkout's own language; a message with such values in it is built with its `Phrase`.)
 */
export function Ltr({ children }: { children: ReactNode }) {
  return dir(useAppLocale()) === 'rtl' ? <bdi dir="ltr">{children}</bdi> : <>{children}</>
}

/**
 * The same for a text that cannot hold an element (a list of amounts, a chart's tick): the amount between Unicode's
 * left-to-right isolate and its end (U+2066 … U+2069), the plain-text `<bdi dir="ltr">`, on a right-to-left page.
 */
export function ltrText(text: string, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' ? `\u2066${text}\u2069` : text
}

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

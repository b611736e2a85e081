import type { ReactNode } from 'react'
import { useAppLocale } from './appLocale'
import { dir } from './locales'

/**
 * An amount or an id in the app's screens: left to right in a right-to-left page, isolated (`<bdi dir="ltr">`) so it
 * neither turns round nor reorders the words around it. A left-to-right page has nothing to isolate. (The checkout's
 * `Ltr` does the same with the checkout's own language.) A text that cannot hold an element uses `isolateLtr`; a message
 * with such values in it, `LtrValues`.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return dir(useAppLocale()) === 'rtl' ? <bdi dir="ltr">{children}</bdi> : <>{children}</>
}

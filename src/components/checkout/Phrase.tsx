import { Fragment, type ReactNode } from 'react'
import { interpolateParts } from '../../i18n/format'
import { useTranslator } from '../../i18n/TranslatorContext'

/**
 * A message with elements in its placeholders (`text` from `Translator.raw`): an amount, an address or an id goes in
 * as `<Ltr>`, so it keeps its left-to-right order inside Arabic.
 */
export function Phrase({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {interpolateParts(text, values).map((piece, index) => (
        <Fragment key={index}>{piece}</Fragment>
      ))}
    </>
  )
}

/**
 * Figures, addresses and ids: left to right in a right-to-left page, isolated (`<bdi>`) so they neither turn round nor
 * reorder the words around them ("1 EUR = 1.0850 USD" would read backwards). A left-to-right page has nothing to isolate.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return useTranslator().dir === 'rtl' ? <bdi dir="ltr">{children}</bdi> : <>{children}</>
}

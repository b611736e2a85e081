import { Fragment, type ReactNode } from 'react'
import { useAppLocale } from './appLocale'
import { interpolate, interpolateParts } from './format'
import { dir } from './locales'

/**
 * A message with its placeholders filled in: in right-to-left text, `ltr` values (amounts, IDs, wallet addresses,
 * codes) each in `<bdi dir="ltr">`, so they keep left to right inside Arabic (issue 23 §3), and `names` (a plan's or
 * a person's name, in whatever script it was written) each in a plain `<bdi>`. Left-to-right text needs no isolation
 * and stays one text, as it was before the app spoke other languages. `elements` go in as they are, in every language.
 */
export function LtrValues({ text, ltr = {}, names = {}, elements = {} }: { text: string; ltr?: Record<string, string | number>; names?: Record<string, string | number>; elements?: Record<string, ReactNode> }) {
  const rtl = dir(useAppLocale()) === 'rtl'
  if (!rtl && Object.keys(elements).length === 0) return interpolate(text, { ...ltr, ...names })
  const values: Record<string, ReactNode> = { ...elements }
  if (!rtl) Object.assign(values, ltr, names)
  else {
    for (const [name, value] of Object.entries(ltr)) values[name] = <bdi dir="ltr">{value}</bdi>
    for (const [name, value] of Object.entries(names)) values[name] = <bdi>{value}</bdi>
  }
  return interpolateParts<ReactNode>(text, values).map((piece, index) => <Fragment key={index}>{piece}</Fragment>)
}


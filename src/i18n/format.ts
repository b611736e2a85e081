/**
 * The message format: plain text with `{name}` placeholders, and plural messages as one text per plural category
 * of `Intl.PluralRules` (English two, French three, Arabic six), chosen by the `count` parameter.
 */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>
export type Message = string | PluralMessage
export type Params = Record<string, string | number>

const PLACEHOLDER = /\{(\w+)\}/g

/** The placeholders a text names, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)
}

/** A text's placeholders filled in; one without a value stays as written, so a missing value shows rather than vanishes. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/**
 * A text cut at its placeholders, each replaced by its value of any kind (an element that must keep left to right:
 * an amount, an address): the pieces in reading order.
 */
export function interpolateParts<T>(text: string, params: Record<string, T>): (string | T)[] {
  return text.split(PLACEHOLDER).map((piece, index) => (index % 2 === 1 ? (piece in params ? params[piece]! : `{${piece}}`) : piece)).filter((piece) => piece !== '')
}

/** The text of `message` for the `count` parameter in `intlLocale`'s plural rules. */
export function pluralText(message: Message, intlLocale: string, count: number | undefined): string {
  if (typeof message === 'string') return message
  const category = new Intl.PluralRules(intlLocale).select(count ?? 0)
  return message[category] ?? message.other
}

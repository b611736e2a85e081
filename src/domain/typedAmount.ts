/**
 * An amount as a person types it (issue 35 §3): with the reader's decimal separator ("12,50" in French) or the
 * dot, which every keyboard's numeric pad has; spaces between digits ("1 250,00", the French grouping) are left
 * out. Amount fields are text fields (`inputMode="decimal"`): a number field refuses "12,50" in some browsers
 * and reports it to the page as blank in others. The rules then read the amount in the contract's form ("12.50").
 */

/** The reader's decimal separator: "," for fr-FR, "." for en-US. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

/**
 * `text` with the reader's decimal separator read as the dot, trimmed, spaces between digits left out: what the
 * amount rules check. It is not checked here (a letter stays a letter, for the rules to refuse).
 */
export function typedAmount(text: string, locale: string): string {
  const separator = decimalSeparator(locale)
  const digits = text.trim().replace(/(?<=\d)[\s\u00a0\u202f]+(?=\d)/g, '')
  return separator === '.' ? digits : digits.split(separator).join('.')
}

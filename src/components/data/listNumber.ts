import { formatCount } from '../../domain/money'
import type { Translator } from '../../i18n/translator'

/**
 * A count or page number in a list's words: the reader's digits and grouping (1 234 in French); English keeps the
 * SPEC's plain figures ("of 1234 transactions").
 */
export const number = ({ locale, intl }: Pick<Translator<string>, 'locale' | 'intl'>, value: number): string =>
  locale === 'en' ? String(value) : formatCount(value, intl)

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { interpolate, interpolateParts, placeholders, pluralText, type PluralMessage } from '../../src/i18n/format'
import { INTL_LOCALES } from '../../src/i18n/locales'

describe('the message format', () => {
  it('fills placeholders, and leaves one without a value visible rather than empty', () => {
    expect(interpolate('Send exactly {amount} on the Polygon network.', { amount: '12.5000 USDC' })).toBe('Send exactly 12.5000 USDC on the Polygon network.')
    expect(interpolate('Back to {shop}', {})).toBe('Back to {shop}')
    expect(placeholders('For {amount}, converted at {rate}.')).toEqual(['amount', 'rate'])
  })

  it('cuts a message at its placeholders for elements (an amount kept left to right) in reading order', () => {
    const amount = { element: 'amount' }
    expect(interpolateParts('أرسل {amount} بالضبط', { amount })).toEqual(['أرسل ', amount, ' بالضبط'])
    expect(interpolateParts('{id}', { id: amount })).toEqual([amount])
    expect(interpolateParts('Back to {shop}', {})).toEqual(['Back to ', '{shop}'])
  })

  it("chooses a plural form by Intl.PluralRules: Arabic's six categories", () => {
    const minutes: PluralMessage = { zero: 'لا دقائق', one: 'دقيقة واحدة', two: 'دقيقتان', few: '{count} دقائق', many: '{count} دقيقة', other: '{count} دقيقة*' }
    const form = (count: number) => pluralText(minutes, INTL_LOCALES.ar, count)
    expect([0, 1, 2, 3, 11, 100].map(form)).toEqual(['لا دقائق', 'دقيقة واحدة', 'دقيقتان', '{count} دقائق', '{count} دقيقة', '{count} دقيقة*'])
  })

  it("French: one for 0 and 1, many for millions, other for the rest; a missing form falls back to other", () => {
    const payments: PluralMessage = { one: '{count} paiement', many: '{count} de paiements', other: '{count} paiements' }
    expect([0, 1, 2, 1_000_000].map((count) => pluralText(payments, INTL_LOCALES.fr, count))).toEqual(['{count} paiement', '{count} paiement', '{count} paiements', '{count} de paiements'])
    expect(pluralText({ other: 'x' }, INTL_LOCALES.en, 1)).toBe('x')
  })
})

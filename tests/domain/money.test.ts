import { describe, expect, it } from 'vitest'
import { formatCompactMoney, formatCount, formatExchangeRate, formatMoney, formatPercent, formatUsdc } from '../../src/domain/money'
import { INTL_LOCALES } from '../../src/i18n/locales'

describe('money as SPEC §9 fixes it', () => {
  it('card amounts with 2 decimals and the currency, from a number or the contract\'s decimal string', () => {
    expect(formatMoney(120, 'USD')).toBe('$120.00')
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50')
    expect(formatMoney(0.125, 'USD', 4)).toBe('$0.1250')
  })

  it('an amount that is not a number shows as 0 rather than NaN', () => {
    expect(formatMoney('n/a', 'USD')).toBe('$0.00')
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR')).toBe('€0.00')
  })

  it('a currency code Intl does not know still shows, after the amount', () => {
    expect(formatMoney(12.5, 'US')).toBe('12.50 US')
    expect(formatMoney('x', 'US', 3)).toBe('0.000 US')
  })

  it('crypto amounts with 4 decimals in USDC (SPEC §2)', () => {
    expect(formatUsdc(120)).toBe('120.0000 USDC')
    expect(formatUsdc(1234.56789)).toBe('1,234.5679 USDC')
    expect(formatUsdc(Number.NaN)).toBe('0.0000 USDC')
  })
})

describe('money in the reader\'s language (issue 23): the one formatter, given the locale', () => {
  // Intl writes narrow and ordinary no-break spaces and Arabic's right-to-left mark: compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '')

  it('French: a comma for decimals, a space between thousands, the currency after the amount', () => {
    expect(plain(formatMoney('1234.5', 'EUR', 2, INTL_LOCALES.fr))).toBe('1 234,50 €')
    expect(plain(formatMoney(120, 'USD', 2, INTL_LOCALES.fr))).toBe('120,00 $US')
    expect(plain(formatUsdc(1234.56789, INTL_LOCALES.fr))).toBe('1 234,5679 USDC')
    expect(formatExchangeRate('EUR', 'USD', '1.0850', INTL_LOCALES.fr)).toBe('1 EUR = 1,0850 USD')
  })

  it('Arabic: Latin digits (as Moroccan shops and wallets write amounts), marked right to left, the currency after', () => {
    const amount = formatMoney('1234.5', 'USD', 2, INTL_LOCALES.ar)
    expect(amount).toMatch(/^\u200f/)
    expect(plain(amount)).toBe('1,234.50 US$')
    expect(plain(formatUsdc(12.5, INTL_LOCALES.ar))).toBe('12.5000 USDC')
    expect(formatExchangeRate('EUR', 'USD', '1.0850', INTL_LOCALES.ar)).toBe('1 EUR = 1.0850 USD')
  })

  it('English stays as it was (en-US) when no locale is given', () => {
    expect(formatMoney('1234.5', 'EUR')).toBe(formatMoney('1234.5', 'EUR', 2, INTL_LOCALES.en))
    expect(formatUsdc(1234.5)).toBe(formatUsdc(1234.5, INTL_LOCALES.en))
  })
})

describe('counts', () => {
  it('groups thousands as the figures beside them do', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})

describe('compact amounts (a chart\'s axis)', () => {
  it('shortens an amount in its currency, in the reader\'s language', () => {
    expect(formatCompactMoney(12_500, 'USD')).toBe('$13K')
    expect(formatCompactMoney(12_500, 'EUR', 'fr-FR')).toMatch(/^13\sk\s€$/)
  })
})

describe('shares in percent', () => {
  it('writes a share with two decimals, or whole for a progress, in the reader\'s language', () => {
    expect(formatPercent(97.256)).toBe('97.26%')
    expect(formatPercent(0)).toBe('0.00%')
    expect(formatPercent(Number.NaN)).toBe('0.00%')
    expect(formatPercent(42, 0)).toBe('42%')
    expect(formatPercent(42, 0, 'fr-FR')).toBe('42\u00a0%')
  })
})

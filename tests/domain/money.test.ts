import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney, formatUsdc } from '../../src/domain/money'

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

describe('counts', () => {
  it('groups thousands as the figures beside them do', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})

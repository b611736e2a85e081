import { describe, expect, it } from 'vitest'
import { decimalSeparator, typedAmount } from '../../src/domain/typedAmount'

describe('an amount as the reader types it (issue 35 §3)', () => {
  it('knows the reader\'s decimal separator', () => {
    expect(decimalSeparator('fr-FR')).toBe(',')
    expect(decimalSeparator('en-US')).toBe('.')
    expect(decimalSeparator('ar-u-nu-latn')).toBe('.')
  })

  it.each([
    ['12,50', 'fr-FR', '12.50'],
    ['12.50', 'fr-FR', '12.50'],
    [' 1 250,5 ', 'fr-FR', '1250.5'],
    ['1\u202f250,5', 'fr-FR', '1250.5'],
    ['12.50', 'en-US', '12.50'],
    // In English the comma separates thousands: "12,50" is no amount, and the rules say so.
    ['12,50', 'en-US', '12,50'],
    ['abc', 'fr-FR', 'abc'],
    ['', 'fr-FR', ''],
  ])('%j in %s reads %j', (text, locale, read) => {
    expect(typedAmount(text, locale)).toBe(read)
  })
})

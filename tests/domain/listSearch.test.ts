import { describe, expect, it } from 'vitest'
import { definedOnly, searchAmount, searchDay, searchOneOf, searchPage, searchString } from '../../src/domain/listSearch'

describe('list search params', () => {
  it('reads text the router may have parsed as a number, trimmed, bounded', () => {
    expect(searchString(' shop ')).toBe('shop')
    expect(searchString(123)).toBe('123')
    expect(searchString('')).toBeUndefined()
    expect(searchString('x'.repeat(201))).toBeUndefined()
    expect(searchString({ a: 1 })).toBeUndefined()
  })

  it('reads pages from 1 up, whole numbers only', () => {
    expect(searchPage(2)).toBe(2)
    expect(searchPage('3')).toBe(3)
    expect(searchPage(0)).toBeUndefined()
    expect(searchPage(1.5)).toBeUndefined()
    expect(searchPage('x')).toBeUndefined()
  })

  it('reads amounts with at most two decimals (step 0.01), never negative', () => {
    expect(searchAmount(10)).toBe(10)
    expect(searchAmount('10.25')).toBe(10.25)
    expect(searchAmount(10.255)).toBeUndefined()
    expect(searchAmount(-1)).toBeUndefined()
    expect(searchAmount('abc')).toBeUndefined()
    expect(searchAmount('')).toBeUndefined()
  })

  it('reads one of a fixed set, and real calendar days', () => {
    expect(searchOneOf('EUR', ['USD', 'EUR'] as const)).toBe('EUR')
    expect(searchOneOf('GBP', ['USD', 'EUR'] as const)).toBeUndefined()
    expect(searchDay('2026-02-28')).toBe('2026-02-28')
    expect(searchDay('2026-02-30')).toBeUndefined()
    expect(searchDay('28/02/2026')).toBeUndefined()
  })

  it('keeps only the params that are set', () => {
    expect(definedOnly({ a: 1, b: undefined, c: '', d: 'x' })).toEqual({ a: 1, d: 'x' })
  })
})

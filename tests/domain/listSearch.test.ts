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

  it('reads text up to 200 characters exactly, and a number only when it is one', () => {
    expect(searchString('x'.repeat(200))).toBe('x'.repeat(200))
    expect(searchString('x'.repeat(10), 10)).toBe('x'.repeat(10))
    expect(searchString('x'.repeat(11), 10)).toBeUndefined()
    expect(searchString(Number.NaN)).toBeUndefined()
    expect(searchString(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(searchString(0)).toBe('0')
  })

  it('page 1 is a page; a number-like value that is not a whole number is none', () => {
    expect(searchPage(1)).toBe(1)
    expect(searchPage('1')).toBe(1)
    expect(searchPage([2])).toBeUndefined()
    expect(searchPage(true)).toBeUndefined()
    expect(searchPage(null)).toBeUndefined()
  })

  it('an amount of 0 is a filter; blank text, booleans and lists are not amounts; nothing beyond 10^12', () => {
    expect(searchAmount(0)).toBe(0)
    expect(searchAmount('0')).toBe(0)
    expect(searchAmount(' ')).toBeUndefined()
    expect(searchAmount(true)).toBeUndefined()
    expect(searchAmount([5])).toBeUndefined()
    expect(searchAmount(null)).toBeUndefined()
    expect(searchAmount(1e12)).toBe(1e12)
    expect(searchAmount(1e12 + 1)).toBeUndefined()
    expect(searchAmount(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(searchAmount('Infinity')).toBeUndefined()
  })

  it('a value of the set must be text: a list that holds it is not it', () => {
    expect(searchOneOf(['EUR'], ['USD', 'EUR'] as const)).toBeUndefined()
    expect(searchOneOf(undefined, ['USD', 'EUR'] as const)).toBeUndefined()
  })

  it('a day is exactly YYYY-MM-DD, nothing before or after it', () => {
    expect(searchDay(20260228)).toBeUndefined()
    expect(searchDay(['2026-02-28'])).toBeUndefined()
    expect(searchDay('x2026-02-28')).toBeUndefined()
    expect(searchDay('2026-02-28T00:00')).toBeUndefined()
  })

  it('keeps only the params that are set', () => {
    expect(definedOnly({ a: 1, b: undefined, c: '', d: 'x' })).toEqual({ a: 1, d: 'x' })
  })
})

import { describe, expect, it } from 'vitest'
import { definedOnly, listSearchSchema, searchAmount, searchDay, searchFields, searchId, searchOneOf, searchPage, searchString } from '../../src/domain/listSearch'

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

  it('a list that holds a value of the set is not it', () => {
    expect(searchOneOf(['EUR'], ['USD', 'EUR'] as const)).toBeUndefined()
    expect(searchOneOf(undefined, ['USD', 'EUR'] as const)).toBeUndefined()
  })

  it('a day is exactly YYYY-MM-DD, nothing before or after it', () => {
    expect(searchDay(20260228)).toBeUndefined()
    expect(searchDay(['2026-02-28'])).toBeUndefined()
    expect(searchDay('x2026-02-28')).toBeUndefined()
    expect(searchDay('2026-02-28T00:00')).toBeUndefined()
  })

  it('reads ids of letters, digits, "_" and "-" (digits-only ones arrive as numbers)', () => {
    expect(searchId('usr_merchant')).toBe('usr_merchant')
    expect(searchId(100107)).toBe('100107')
    expect(searchId('<script>')).toBeUndefined()
    expect(searchId('a b')).toBeUndefined()
    expect(searchId(-1)).toBeUndefined()
    expect(searchId('x'.repeat(101))).toBeUndefined()
    expect(searchId('x'.repeat(100))).toBe('x'.repeat(100))
    expect(searchId(0)).toBe('0')
    // Only a whole number the URL can hold exactly is an id.
    for (const unusable of [Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1.5]) expect(searchId(unusable), String(unusable)).toBeUndefined()
  })

  it('reads one of a fixed set of numbers as well', () => {
    expect(searchOneOf(7, [7, 30, 90] as const)).toBe(7)
    expect(searchOneOf('7', [7, 30, 90] as const)).toBeUndefined()
  })

  it('keeps only the params that are set', () => {
    expect(definedOnly({ a: 1, b: undefined, c: '', d: 'x' })).toEqual({ a: 1, d: 'x' })
  })
})

describe('listSearchSchema: one list schema built from the field readers', () => {
  const schema = listSearchSchema<{ page?: number; q?: string; from?: string; to?: string }>(
    { page: searchFields.page, q: searchFields.text(10), from: searchFields.day, to: searchFields.day },
    { ranges: [['from', 'to']] },
  )

  it('keeps usable values without a reset', () => {
    expect(schema({ page: 2, q: ' ada ', from: '2026-03-01', to: '2026-03-01' })).toEqual({ page: 2, q: 'ada', from: '2026-03-01', to: '2026-03-01' })
    expect(schema({})).toEqual({})
  })

  it('sends an unusable value back to its default and raises filtersReset', () => {
    expect(schema({ page: -5, q: 'ok' })).toEqual({ q: 'ok', filtersReset: true })
    expect(schema({ q: 'x'.repeat(11) })).toEqual({ filtersReset: true })
    expect(schema({ page: [1, 2] })).toEqual({ filtersReset: true })
  })

  it('treats an empty value as absent, not as a reset', () => {
    expect(schema({ q: '', page: '  ' })).toEqual({})
  })

  it('resets a range whose start is after its end, both ends', () => {
    expect(schema({ from: '2026-03-10', to: '2026-03-01', q: 'x' })).toEqual({ q: 'x', filtersReset: true })
  })

  it('names every key of the URL, unknown ones undefined, so the router cannot keep a raw value', () => {
    const search = schema({ page: 'abc', utm_source: 'mail' })
    expect(Object.keys(search).sort()).toEqual(['filtersReset', 'from', 'page', 'q', 'to', 'utm_source'])
    expect(search).toEqual({ filtersReset: true })
  })

  it('keeps the flag it wrote into the URL until the page takes it out, and nothing else reads as the flag', () => {
    expect(schema({ filtersReset: true, page: 3 })).toEqual({ page: 3, filtersReset: true })
    expect(schema({ filtersReset: 'yes' })).toEqual({})
    // A param the URL names without a value is no value to reset.
    expect(schema({ q: null, page: '' })).toEqual({})
  })
})

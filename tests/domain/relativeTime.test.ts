import { describe, expect, it } from 'vitest'
import { localClockTime, localLongDateTime, localShortDate, relativeTime } from '../../src/domain/relativeTime'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const ago = (ms: number) => relativeTime(NOW - ms, NOW)
const S = 1000
const DAY = 24 * 60 * 60 * S

describe('relative time (SPEC §9)', () => {
  it('says "just now" under one second', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(999)).toBe('just now')
  })

  it('uses the largest whole unit, pluralised', () => {
    expect(ago(S)).toBe('1 second ago')
    expect(ago(59 * S)).toBe('59 seconds ago')
    expect(ago(60 * S)).toBe('1 minute ago')
    expect(ago(2 * 60 * 60 * S)).toBe('2 hours ago')
    expect(ago(DAY)).toBe('1 day ago')
    expect(ago(6 * DAY)).toBe('6 days ago')
    expect(ago(7 * DAY)).toBe('1 week ago')
    expect(ago(29 * DAY)).toBe('4 weeks ago')
  })

  it('counts a month as 30 days and a year as 365 days', () => {
    expect(ago(30 * DAY)).toBe('1 month ago')
    expect(ago(364 * DAY)).toBe('12 months ago')
    expect(ago(365 * DAY)).toBe('1 year ago')
    expect(ago(800 * DAY)).toBe('2 years ago')
  })

  it('reads ISO strings, speaks of the future, and refuses what is not a date', () => {
    expect(relativeTime('2026-11-20T12:00:00Z', NOW)).toBe('3 days ago')
    expect(relativeTime('2026-12-23T12:00:00Z', NOW)).toBe('in 1 month')
    expect(relativeTime('not a date', NOW)).toBeNull()
  })
})

describe('localClockTime: when shown data was loaded', () => {
  const at = new Date(2026, 10, 23, 14, 5).getTime()

  it("is the time of day in the locale's own format when that was today", () => {
    expect(localClockTime(at, at + 60_000, 'en-GB')).toBe('14:05')
    expect(localClockTime(at, at + 60_000, 'en-US')).toBe('2:05 PM')
  })

  it('names the day as well when that was another day', () => {
    expect(localClockTime(at, at + 24 * 3600_000, 'en-GB')).toBe('23 Nov 2026, 14:05')
  })
})

describe('localLongDateTime: a receipt\'s date', () => {
  it('writes the date in words with the time, and nothing for a date that is not one', () => {
    expect(localLongDateTime(new Date(2026, 10, 25, 14, 5), 'en-US')).toBe('November 25, 2026 at 2:05 PM')
    expect(localLongDateTime('not a date', 'en-US')).toBeNull()
  })
})

describe('localShortDate: a day on a chart axis', () => {
  it('writes the month and the day in the locale\'s own order, and nothing for a date that is not one', () => {
    expect(localShortDate('2026-10-28T00:00:00', 'en-US')).toBe('Oct 28')
    expect(localShortDate('2026-10-28T00:00:00', 'en-GB')).toBe('28 Oct')
    expect(localShortDate('2026-10-28T00:00:00', 'fr-FR')).toBe('28 oct.')
    expect(localShortDate('not a date', 'en-US')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERVIEW_DAYS, overviewDaysParam, periodLabel, searchOverviewDays } from '../../src/domain/overviewPeriod'

describe('the overview period', () => {
  it('defaults to the contract default of 30 days', () => {
    expect(DEFAULT_OVERVIEW_DAYS).toBe(30)
  })

  it.each([
    [7, 7],
    ['90', 90],
    [30, 30],
    [' 7 ', 7],
  ])('reads %j from the URL as %j', (value, days) => {
    expect(searchOverviewDays(value)).toBe(days)
  })

  it.each([[14], ['abc'], [-7], [7.5], [null], [undefined], [''], [[7]]])('drops %j (not an offered period)', (value) => {
    expect(searchOverviewDays(value)).toBeUndefined()
  })

  it('keeps the default period out of the URL', () => {
    expect(overviewDaysParam(30)).toBeUndefined()
    expect(overviewDaysParam(7)).toBe(7)
    expect(overviewDaysParam(90)).toBe(90)
  })

  it('names the period', () => {
    expect(periodLabel(7)).toBe('Last 7 days')
  })
})

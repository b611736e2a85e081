import { afterEach, describe, expect, it } from 'vitest'
import {
  calculatorRangeSchema,
  averageFees,
  calculationFigures,
  calculatorRange,
  requestedRangeText,
  INVALID_FROM,
  INVALID_TO,
  localInputToIso,
  TO_BEFORE_FROM,
  totalFees,
} from '../../src/domain/calculation'
import { calculation } from '../machines/calculator/calculationFixture'
import { ORIGINAL_TIME_ZONE, setTimeZone } from '../support/timeZone'

afterEach(() => setTimeZone(ORIGINAL_TIME_ZONE))

describe('localInputToIso: a datetime-local value read in the browser time zone', () => {
  it.each([
    ['America/New_York', '2025-01-15T10:30', '2025-01-15T15:30:00.000Z'],
    ['America/New_York', '2025-07-01T00:00', '2025-07-01T04:00:00.000Z'],
    ['Asia/Kolkata', '2025-01-01T00:00', '2024-12-31T18:30:00.000Z'],
    ['UTC', '2025-03-09T08:15:30', '2025-03-09T08:15:30.000Z'],
    ['Europe/Paris', '2025-06-30T23:59:59.5', '2025-06-30T21:59:59.500Z'],
  ])('in %s, %s is %s', (zone, local, iso) => {
    setTimeZone(zone)
    expect(localInputToIso(local)).toBe(iso)
  })

  it.each(['', 'yesterday', '2025-02-30T10:00', '2025-01-01T24:00', '2025-01-01', '2025-1-01T10:00'])('%j names no date', (value) => {
    expect(localInputToIso(value)).toBeNull()
  })
})

describe('calculatorRangeSchema: the form\'s dates, each message under the date it is about', () => {
  it('parses to the range to send; refuses To before From under To, an unreadable From under From', () => {
    setTimeZone('UTC')
    expect(calculatorRangeSchema.parse({ from: '', to: '2025-01-31T23:59' })).toEqual({ to_date: '2025-01-31T23:59:59.999Z' })
    const issues = (from: string, to: string) => {
      const result = calculatorRangeSchema.safeParse({ from, to })
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
    }
    expect(issues('2025-02-01T00:00', '2025-01-31T23:59')).toEqual([['to', 'To Date must not be before From Date']])
    expect(issues('2025-02-30T00:00', '')).toEqual([['from', 'Enter a valid From Date']])
    expect(issues('', 'soon')).toEqual([['to', 'Enter a valid To Date']])
  })
})

describe('calculatorRange', () => {
  it('leaves an empty side open: both empty is all time', () => {
    setTimeZone('UTC')
    expect(calculatorRange('', '')).toEqual({ range: {} })
    expect(calculatorRange('2025-01-01T00:00', '')).toEqual({ range: { from_date: '2025-01-01T00:00:00.000Z' } })
    expect(calculatorRange('', '2025-01-31T23:59')).toEqual({ range: { to_date: '2025-01-31T23:59:59.999Z' } })
  })

  it('counts the To Date to the end of the minute (or second) it names', () => {
    setTimeZone('Asia/Kolkata')
    expect(calculatorRange('2025-01-01T00:00', '2025-01-31T23:59')).toEqual({ range: { from_date: '2024-12-31T18:30:00.000Z', to_date: '2025-01-31T18:29:59.999Z' } })
    expect(calculatorRange('', '2025-01-31T23:59:10')).toEqual({ range: { to_date: '2025-01-31T18:29:10.999Z' } })
  })

  it('accepts From and To in the same minute and refuses a To before the From', () => {
    expect(calculatorRange('2025-01-01T10:00', '2025-01-01T10:00')).toHaveProperty('range')
    expect(calculatorRange('2025-01-01T10:00', '2025-01-01T09:59')).toEqual({ error: TO_BEFORE_FROM })
  })

  it('names the input that holds no date', () => {
    expect(calculatorRange('2025-02-30T10:00', '')).toEqual({ error: INVALID_FROM })
    expect(calculatorRange('', 'soon')).toEqual({ error: INVALID_TO })
  })
})

describe('the fee fields, found by the total_*_fees / average_*_fees pattern', () => {
  it.each(['paygrid', 'acme_pay', 'x'])('with the product named %s', (provider) => {
    const { amounts, averages } = calculation({ provider })
    expect(totalFees(amounts)).toBe('9.00')
    expect(averageFees(averages)).toBe('3.00')
    expect(calculationFigures(calculation({ provider }))).toMatchObject({ totalFees: 9, averageFees: 3 })
  })

  it('takes neither the other totals nor a field that only looks alike', () => {
    expect(totalFees({ total_amount: '1.00', total_fees: '2.00', total_gross_amount: '3.00', total_paygrid_fees_note: 'x' })).toBeNull()
    expect(averageFees({ average_amount: '1.00', averagefees: '2.00' })).toBeNull()
    expect(totalFees({ subtotal_paygrid_fees: '1.00', average_paygrid_fees: '2.00' })).toBeNull()
    expect(averageFees({ the_average_paygrid_fees: '1.00', average_paygrid_fees_count: 3 })).toBeNull()
  })

  it('takes a fee given as a number or a decimal string, never another kind of value', () => {
    expect(totalFees({ total_paygrid_fees: 9 })).toBe(9)
    expect(totalFees({ total_paygrid_fees: { value: 9 }, total_acme_fees: '4.00' })).toBe('4.00')
    expect(averageFees({ average_paygrid_fees: null })).toBeNull()
  })

  it('a calculation without fee fields shows no fees rather than 0', () => {
    const full = calculation()
    const amounts = { total_amount: '291.00', total_gross_amount: '300.00', total_from_amount: '300.00' } as typeof full.amounts
    const averages = { average_amount: '97.00', average_gross_amount: '100.00' } as typeof full.averages
    expect(calculationFigures({ ...full, amounts, averages })).toMatchObject({ totalFees: null, averageFees: null, merchantsNet: 291 })
  })

  it('keeps the per-transaction "total from amount" only where it differs from the gross volume (issue 35 §11)', () => {
    const full = calculation()
    expect(calculationFigures({ ...full, amounts: { ...full.amounts, total_from_amount: '300.01' } }).totalFromAmount).toBe(300.01)
    expect(calculationFigures({ ...full, amounts: { ...full.amounts, total_from_amount: '300' } }).totalFromAmount).toBeNull()
  })

  it('reads every figure the results show', () => {
    expect(calculationFigures(calculation())).toEqual({
      currency: 'USD',
      byCurrency: calculation().by_currency,
      requested: { from: '2025-01-01T00:00:00.000Z', to: null },
      firstTransaction: '2025-01-02T09:00:00.000Z',
      lastTransaction: '2025-01-20T17:30:00.000Z',
      transactionCount: 3,
      merchantsNet: 291,
      totalFees: 9,
      grossVolume: 300,
      // The same figure as the gross volume: shown once (issue 35 §11).
      totalFromAmount: null,
      averageAmount: 97,
      averageFees: 3,
      averageGross: 100,
      amountPercentage: 97,
      feePercentage: 3,
    })
  })
})

describe('how the results write a range and a share', () => {
  const date = (iso: string) => iso.slice(0, 10)
  it.each([
    [{ from: null, to: null }, 'All time'],
    [{ from: '2025-01-01T00:00:00Z', to: null }, 'Since 2025-01-01'],
    [{ from: null, to: '2025-01-31T23:59:59Z' }, 'Until 2025-01-31'],
    [{ from: '2025-01-01T00:00:00Z', to: '2025-01-31T23:59:59Z' }, '2025-01-01 – 2025-01-31'],
  ])('%j is %s', (requested, text) => {
    expect(requestedRangeText(requested, date)).toBe(text)
  })

})

/** The admin transaction calculator's rules (SPEC §2, §3, §5): the date range it sends and the figures it shows. */
import { z } from 'zod'
import type { components } from '../api/schema'
import { interpolate, type Params } from '../i18n/format'
import { calculatorEn } from '../i18n/messages/calculator.en'

type Calculation = components['schemas']['Calculation']
type CurrencyTotals = components['schemas']['CurrencyTotals']

export const CALCULATOR_LOAD_FAILED = 'Failed to load calculator'
export const CALCULATOR_FETCH_FAILED = 'Failed to fetch calculation data'
export const CALCULATOR_ERROR_FALLBACK = 'An error occurred while loading the calculator'
export const TO_BEFORE_FROM = 'To Date must not be before From Date'
export const INVALID_FROM = 'Enter a valid From Date'
export const INVALID_TO = 'Enter a valid To Date'

/** The query of the calculation: each bound optional (an open side), both absent means all time. */
export interface CalculatorRange {
  from_date?: string
  to_date?: string
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/

/**
 * A `datetime-local` value (wall-clock time in the browser's time zone) as the instant it names, in
 * milliseconds, with the last millisecond its precision covers (`end`); null when it names no date.
 */
function localInstant(value: string): { start: number; end: number } | null {
  const parts = LOCAL_INPUT.exec(value)
  if (!parts) return null
  const [year, month, day, hour, minute, second = 0] = parts.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[]
  const fraction = parts[7]
  const millis = fraction ? Number(fraction.padEnd(3, '0')) : 0
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second, millis)
  // 2024-02-30 would roll over into March: refuse it. (A wall-clock time a DST change skips is moved on, as the browser shows it.)
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day || hour! > 23 || minute! > 59 || second > 59) return null
  const precision = fraction !== undefined ? 0 : parts[6] !== undefined ? 999 : 59_999
  return { start: date.getTime(), end: date.getTime() + precision }
}

/** A `datetime-local` value as an ISO 8601 timestamp (UTC), read in the browser's time zone; null when it names no date. */
export function localInputToIso(value: string): string | null {
  const instant = localInstant(value)
  return instant ? new Date(instant.start).toISOString() : null
}

/**
 * The range to send for the two `datetime-local` inputs (SPEC §5: ISO timestamps; empty means that
 * side is open). The To Date counts to the end of the minute it names, so "to 23:59" includes 23:59:30.
 */
export function calculatorRange(from: string, to: string): { range: CalculatorRange } | { error: string } {
  const start = from.trim() ? localInstant(from.trim()) : undefined
  const end = to.trim() ? localInstant(to.trim()) : undefined
  if (start === null) return { error: INVALID_FROM }
  if (end === null) return { error: INVALID_TO }
  if (start && end && end.start < start.start) return { error: TO_BEFORE_FROM }
  return {
    range: {
      ...(start ? { from_date: new Date(start.start).toISOString() } : {}),
      ...(end ? { to_date: new Date(end.end).toISOString() } : {}),
    },
  }
}

/** The From and To Date inputs as typed (`datetime-local` values; empty is an open side). */
export interface CalculatorDates {
  from: string
  to: string
}

/**
 * The calculator form's schema (useZodForm): the two dates, a message under the one it is about (an
 * unreadable From Date under From, anything else under To); its output is the range to send.
 */
export const calculatorRangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(({ from, to }, ctx): CalculatorRange => {
    const checked = calculatorRange(from, to)
    if ('range' in checked) return checked.range
    ctx.addIssue({ code: 'custom', path: [checked.error === INVALID_FROM ? 'from' : 'to'], message: checked.error })
    return z.NEVER
  })

const TOTAL_FEES = /^total_.+_fees$/
const AVERAGE_FEES = /^average_.+_fees$/

/**
 * The value of the field of `group` named by `pattern`: the fee fields carry the product's name where
 * SPEC §3 writes {provider} (`total_paygrid_fees`), so they are found by shape, not by that name.
 */
export function feeField(group: object, pattern: RegExp): string | number | null {
  const entry = Object.entries(group).find(([key, value]) => pattern.test(key) && (typeof value === 'string' || typeof value === 'number'))
  return entry ? (entry[1] as string | number) : null
}

export const totalFees = (amounts: object) => feeField(amounts, TOTAL_FEES)
export const averageFees = (averages: object) => feeField(averages, AVERAGE_FEES)

/**
 * What the results show, read from the calculation: amounts as numbers, null where the server sent none.
 * The amounts are in `currency`, the settlement currency (each payment as settled, at the rate recorded
 * on it); `byCurrency` holds the same payments per currency they were charged in.
 */
export interface CalculationFigures {
  currency: string
  byCurrency: CurrencyTotals[]
  requested: { from: string | null; to: string | null }
  firstTransaction: string | null
  lastTransaction: string | null
  transactionCount: number
  /** What the merchants keep: the gross volume less the fees (SPEC §8's total_amount). */
  merchantsNet: number
  totalFees: number | null
  grossVolume: number
  /** The merchants' net plus the fees, summed per transaction: shown only when rounding makes it differ from the gross volume (issue 35 §11: one figure once). */
  totalFromAmount: number | null
  averageAmount: number
  averageFees: number | null
  averageGross: number
  amountPercentage: number
  feePercentage: number
}

const numberOf = (value: string | number) => {
  // Stryker disable next-line ConditionalExpression,StringLiteral: Number() of a number is that number; the test only spares the call
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : 0
}
const optionalNumber = (value: string | number | null) => (value === null ? null : numberOf(value))

export function calculationFigures(calculation: Calculation): CalculationFigures {
  const { amounts, averages, breakdown } = calculation
  return {
    currency: calculation.currency,
    byCurrency: calculation.by_currency,
    requested: { from: calculation.date_range_requested.from_date, to: calculation.date_range_requested.to_date },
    firstTransaction: calculation.actual_date_range.first_transaction,
    lastTransaction: calculation.actual_date_range.last_transaction,
    transactionCount: calculation.transaction_count,
    merchantsNet: numberOf(amounts.total_amount),
    totalFees: optionalNumber(totalFees(amounts)),
    grossVolume: numberOf(amounts.total_gross_amount),
    totalFromAmount: numberOf(amounts.total_from_amount) === numberOf(amounts.total_gross_amount) ? null : numberOf(amounts.total_from_amount),
    averageAmount: numberOf(averages.average_amount),
    averageFees: optionalNumber(averageFees(averages)),
    averageGross: numberOf(averages.average_gross_amount),
    amountPercentage: numberOf(breakdown.amount_percentage),
    feePercentage: numberOf(breakdown.fees_percentage),
  }
}

export type RangeKey = 'rangeBetween' | 'rangeSince' | 'rangeUntil' | 'allTime'
const englishRange = (key: RangeKey, params: Params) => interpolate(calculatorEn[key], params)

/**
 * The range a calculation was asked for, in words: "All time", "Since …", "Until …" or "… – …" (`say` writes them
 * in the reader's language: the calculator catalog's messages).
 */
export function requestedRangeText(requested: { from: string | null; to: string | null }, formatDate: (iso: string) => string, say: (key: RangeKey, params: Params) => string = englishRange): string {
  const { from, to } = requested
  if (from && to) return say('rangeBetween', { from: formatDate(from), to: formatDate(to) })
  if (from) return say('rangeSince', { from: formatDate(from) })
  if (to) return say('rangeUntil', { to: formatDate(to) })
  return say('allTime', {})
}

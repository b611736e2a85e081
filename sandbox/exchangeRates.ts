/**
 * The sandbox's exchange rates: a deterministic daily EUR→USD fixing for every day before the
 * seed day (the same fixings every time the sandbox is seeded on a given day, relative to it), and
 * any fixing published later through the `__sandbox/exchange-rate` control call. Rates are kept in
 * ten-thousandths (1.0850 is 10850), so conversions are done in integers.
 */
import { DAY } from './lib.ts'
import type { Currency, ExchangeRateRecord, SettlementCurrency } from './records.ts'

/** Every wallet holds, settles in and pays out in US dollars (USDC on Polygon is a dollar token). */
export const SETTLEMENT_CURRENCY: SettlementCurrency = 'USD'

export const RATE_SOURCE = 'Sandbox reference rate'

/** How many daily fixings the seeds publish before the seed day (older transactions use the oldest). */
const SEEDED_DAYS = 400

/**
 * The fixing of the day `daysAgo` days before the seed day: 1.0850 on the seed day, and a fixed
 * pattern between 1.0830 and 1.0870 before it, so the seeded history has more than one rate.
 */
export function seededRate(daysAgo: number): number {
  return 10850 + 4 * (((daysAgo * 5 + 5) % 11) - 5)
}

/** The daily fixings, oldest first: one at 00:00 UTC of every day up to and including the seed day. */
export function seedExchangeRates(base: number): ExchangeRateRecord[] {
  return Array.from({ length: SEEDED_DAYS + 1 }, (_, index) => {
    const daysAgo = SEEDED_DAYS - index
    return { from: 'EUR' as const, to: SETTLEMENT_CURRENCY, rate: seededRate(daysAgo), source: RATE_SOURCE, as_of: base - daysAgo * DAY }
  })
}

/** The fixing in force at `at` (the latest published at or before it; the oldest for anything earlier). */
export function rateAt(rates: ExchangeRateRecord[], from: Currency, to: SettlementCurrency, at: number): ExchangeRateRecord {
  let found: ExchangeRateRecord | undefined
  let oldest: ExchangeRateRecord | undefined
  for (const rate of rates) {
    if (rate.from !== from || rate.to !== to) continue
    if (!oldest || rate.as_of < oldest.as_of) oldest = rate
    if (rate.as_of <= at && (!found || rate.as_of >= found.as_of)) found = rate
  }
  const rate = found ?? oldest
  if (!rate) throw new Error(`No ${from}→${to} exchange rate is published.`)
  return rate
}

/** Cents converted at a rate in ten-thousandths, rounded to the cent, half away from zero (integer arithmetic). */
export function convert(cents: number, rate: number): number {
  const sign = cents < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(cents) * rate + 5000) / 10000)
}

/** A rate in ten-thousandths as the contract's `Rate`: "1.0850". */
export function rateString(rate: number): string {
  return `${Math.floor(rate / 10000)}.${String(rate % 10000).padStart(4, '0')}`
}

/** A `Rate` string ("1.1000", "1.1") in ten-thousandths; null unless it is a positive decimal with at most 4 decimals. */
export function parseRate(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(String(value).trim())
  if (!match) return null
  const rate = Number(match[1]) * 10000 + Number((match[2] ?? '').padEnd(4, '0'))
  return rate > 0 ? rate : null
}

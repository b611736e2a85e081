/**
 * SPEC §9 relative time: year = 365 days, month = 30 days; the largest whole unit of year, month,
 * week, day, hour, minute, second, pluralised; under one second "just now". Written by
 * Intl.RelativeTimeFormat in the reader's language (issue 23 §3): English as the SPEC words it.
 */
const SECOND = 1000
const UNITS: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['year', 365 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['week', 7 * 24 * 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
]

export const JUST_NOW = 'just now'

const ENGLISH = 'en-US'

/**
 * "3 days ago", "in 2 weeks", "just now" ("il y a 3 jours", "قبل 3 أيام", "maintenant"), in `locale` (a tag of
 * INTL_LOCALES; English by default, whatever the browser's language); null for a date that cannot be read.
 */
export function relativeTime(value: string | number | Date, now: number = Date.now(), locale: string = ENGLISH): string | null {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(time)) return null
  const diff = now - time
  const abs = Math.abs(diff)
  for (const [unit, ms] of UNITS) {
    const count = Math.floor(abs / ms)
    if (count >= 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(diff >= 0 ? -count : count, unit)
  }
  return locale === ENGLISH ? JUST_NOW : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
}

/** The full date and time in the browser's locale (SPEC §9: dates in the browser's local format). */
export function localDateTime(value: string | number | Date, locale?: string): string | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isFinite(date.getTime()) ? date.toLocaleString(locale) : null
}

/** The date in words with the time, in the browser's locale ("November 25, 2026 at 2:05 PM"): a receipt's date. */
export function localLongDateTime(value: string | number | Date, locale?: string): string | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isFinite(date.getTime()) ? date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) : null
}

/** The date alone, in the browser's locale. */
export function localDate(value: string | number | Date, locale?: string): string | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isFinite(date.getTime()) ? date.toLocaleDateString(locale) : null
}

/** A day in the browser's local short form ("Oct 28", "28 oct."), for a chart's axis where the year goes without saying. */
export function localShortDate(value: string | number | Date, locale?: string): string | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isFinite(date.getTime()) ? date.toLocaleDateString(locale, { month: 'short', day: 'numeric' }) : null
}

/** When something happened, in the browser's local format: the time of day ("14:05") if that was today, else the date with it. */
export function localClockTime(value: number | Date, now: number = Date.now(), locale?: string): string {
  const date = new Date(value)
  const sameDay = new Date(now).toDateString() === date.toDateString()
  return sameDay ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }) : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}

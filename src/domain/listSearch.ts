/**
 * Readers for list search params (filters, search and paging live in the URL). Written by hand: a
 * route's `validateSearch` stays in the entry chunk, where a schema library would cost every page.
 * The router JSON-parses values (`?search=123` arrives as the number 123, `?min=10.5` as 10.5), so
 * each reader takes `unknown` and returns undefined for anything it cannot use: a bad value in a
 * shared URL drops that one filter, never the page.
 */
const MAX_TEXT = 200

export function searchString(value: unknown, max = MAX_TEXT): string | undefined {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is true for numbers only; the typeof test is for the reader
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined
  return text && text.length <= max ? text : undefined
}

export function searchPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is true for numbers only; the typeof test is for the reader
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

/** A non-negative amount with at most 2 decimals (SPEC §5: step 0.01). */
export function searchAmount(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  // Stryker disable next-line ConditionalExpression,LogicalOperator: whatever is not a number is not finite either, and NaN fails the 2-decimal test below
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > 1e12) return undefined
  return Math.round(amount * 100) === amount * 100 ? amount : undefined
}

export function searchOneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  // Stryker disable next-line ConditionalExpression: only a string can be one of the options; the typeof test is for the reader
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A calendar day, `YYYY-MM-DD`. */
export function searchDay(value: unknown): string | undefined {
  // Stryker disable next-line Regex: a value with more around the day makes no valid date, or not one whose ISO form starts with it (the test below)
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isFinite(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined
}

/** The params without the undefined ones, so the URL only carries what is set. */
export function definedOnly<T extends Record<string, unknown>>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>
}

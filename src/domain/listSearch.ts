/**
 * The lists' URL search params (filters, search and paging live in the URL): one set of field
 * readers, and `listSearchSchema`, which builds each list's one schema from them for its route's
 * `validateSearch`. Written by hand: a route's `validateSearch` stays in the entry chunk, where a
 * schema library would cost every page (the checkout's and the login's first load too).
 * The router JSON-parses values (`?search=123` arrives as the number 123, `?min=10.5` as 10.5), so
 * each reader takes `unknown` and returns undefined for anything it cannot use: a bad value in a
 * shared URL drops that one filter, never the page.
 */
const MAX_TEXT = 200
const MAX_ID = 100

/** Reads one param: its value, or undefined when it cannot be used. */
export type SearchField<T> = (value: unknown) => T | undefined

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

export function searchOneOf<T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value)
}

/** A calendar day, `YYYY-MM-DD`, that exists: 2026-02-30 is refused, not rolled over to 2 March. */
export function searchDay(value: unknown): string | undefined {
  // Stryker disable next-line Regex: a value with more around the day makes no valid date, or not one whose ISO form starts with it (the test below)
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isFinite(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined
}

/** A record's id (a transaction, a user, a plan, a wallet): letters, digits, "_" and "-"; digits-only ids arrive as numbers. */
export function searchId(value: unknown): string | undefined {
  const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value
  return typeof id === 'string' && id.length <= MAX_ID && /^[A-Za-z0-9_-]+$/.test(id) ? id : undefined
}

/** The field readers the list schemas are built from. */
// Stryker disable next-line ObjectLiteral: without its readers the module throws as it loads (the list schemas call them), which Stryker's vitest runner counts as no failed test
export const searchFields = {
  text:
    (max = MAX_TEXT): SearchField<string> =>
    (value) =>
      searchString(value, max),
  page: searchPage,
  amount: searchAmount,
  day: searchDay,
  id: searchId,
  oneOf:
    <T extends string | number>(options: readonly T[]): SearchField<T> =>
    (value) =>
      searchOneOf(value, options),
}

/**
 * Set by a list's schema when the URL held a value it could not use. The router writes the validated
 * search back into the URL, so the flag survives that rewrite; the signed-in layout then says the
 * filters were reset and takes the flag out of the URL.
 */
export interface FiltersReset {
  filtersReset?: true
}

/** One reader per param of a list's search (every param optional: absent is its default). */
export type SearchFields<T> = { [K in keyof T]-?: SearchField<NonNullable<T[K]>> }

export interface ListSearchOptions<T> {
  /** Pairs of params that bound a range (From and To, Min and Max): a range whose low end is above its high end is reset as a whole. */
  ranges?: readonly (readonly [keyof T & string, keyof T & string])[]
}

/** A param the URL really holds (an empty `?search=` is the same as none). */
const isGiven = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

/**
 * A list's one search schema, for its route's `validateSearch`: each param read by its field, a value
 * that cannot be used falls back to its default (absent) and raises `filtersReset`. Every key of the
 * URL is named in the result, undefined unless read: the router lays a route's validated search over
 * the raw one, so a key left out would keep its raw value (and unknown keys would stay in the URL).
 */
// Stryker disable next-line ArrayDeclaration: a default range of text names no two params, so it resets nothing
export function listSearchSchema<T extends object>(fields: SearchFields<T>, { ranges = [] }: ListSearchOptions<T> = {}): (raw: Record<string, unknown>) => T & FiltersReset {
  return (raw) => {
    const search: Record<string, unknown> = Object.fromEntries(Object.keys(raw).map((key) => [key, undefined]))
    let reset = false
    for (const [key, read] of Object.entries(fields) as [string, SearchField<unknown>][]) {
      search[key] = read(raw[key])
      if (search[key] === undefined && isGiven(raw[key])) reset = true
    }
    for (const [low, high] of ranges) {
      const from = search[low] as string | number | undefined
      const to = search[high] as string | number | undefined
      if (from === undefined || to === undefined || from <= to) continue
      search[low] = undefined
      search[high] = undefined
      reset = true
    }
    search.filtersReset = reset || raw.filtersReset === true ? true : undefined
    return search as T & FiltersReset
  }
}

/** The params without the undefined ones, so the URL only carries what is set. */
export function definedOnly<T extends Record<string, unknown>>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>
}

/**
 * /subscription-payment?plan=<plan id>&yearly=true&code=<promo code> (SPEC §2). Plain parsing, no
 * zod: route options stay in the entry chunk, and full zod there costs every page ~25 KB gzip.
 * The router's parser turns `yearly=true` into a boolean and digit-only values into numbers:
 * both are normalised; anything unusable is dropped rather than an error page.
 */
export interface SubscriptionPaymentSearch {
  plan?: string
  yearly?: boolean
  code?: string
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const trimmed = String(value).trim()
  return trimmed ? trimmed : undefined
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

export function subscriptionPaymentSearch(search: Record<string, unknown>): SubscriptionPaymentSearch {
  const plan = text(search.plan)
  const yearly = flag(search.yearly)
  const code = text(search.code)?.toUpperCase()
  return { ...(plan ? { plan } : {}), ...(yearly !== undefined ? { yearly } : {}), ...(code ? { code } : {}) }
}

/**
 * Money as SPEC §9 fixes it: card amounts with 2 decimals and the currency, crypto with 4 decimals in USDC, subscriptions
 * in euro; exchange rates with their 4 decimals. `locale` is the reader's (src/i18n/locales.ts `INTL_LOCALES`): "$1,234.50",
 * "1 234,50 $US", "1,234.50 US$".
 */
export function formatMoney(amount: number | string, currency: string, decimals = 2, locale = 'en-US'): string {
  // Stryker disable next-line ConditionalExpression: Number() of a number is that number; the test only spares the call
  const value = typeof amount === 'string' ? Number(amount) : amount
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number.isFinite(value) ? value : 0)
  } catch {
    return `${(Number.isFinite(value) ? value : 0).toFixed(decimals)} ${currency}`
  }
}

export function formatUsdc(amount: number, locale = 'en-US'): string {
  const value = Number.isFinite(amount) ? amount : 0
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value)} USDC`
}

// Stryker disable next-line StringLiteral: a wrong style or currency throws as the module loads, failing every test that imports it; Stryker's vitest runner counts a module that fails to load as no failed test
const euro = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Subscriptions are shown in euro with two decimals (SPEC §9): in the browser's own format, or `locale`'s when given. */
export function formatEuro(amount: number, locale?: string): string {
  return locale ? formatMoney(amount, 'EUR', 2, locale) : euro.format(amount)
}

/** An exchange rate with the 4 decimals rates are published with: "1.0850" ("1,0850" in French). */
export function formatRate(rate: number | string, locale = 'en-US'): string {
  // Stryker disable next-line ConditionalExpression: Number() of a number is that number; the test only spares the call
  const value = typeof rate === 'string' ? Number(rate) : rate
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false }).format(Number.isFinite(value) ? value : 0)
}

/** A limit as a rule's message says it, in its currency as the reader writes money, whole amounts without decimals: "$10" (SPEC §5), "10 €". */
export function formatLimit(amount: number, currency: string, locale = 'en-US'): string {
  return formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2, locale)
}

/** An amount without its currency as a form takes it, 2 decimals and no grouping: "10.00" ("10,00" in French). */
export function formatAmount(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount)
}

/** A conversion as people read it: "1 EUR = 1.0850 USD". */
export function formatExchangeRate(from: string, to: string, rate: number | string, locale = 'en-US'): string {
  return `1 ${from} = ${formatRate(rate, locale)} ${to}`
}

const countNumber = new Intl.NumberFormat('en-US')

/** A count as the figures beside it are written: "1,234" ("1 234" in French). */
export function formatCount(value: number, locale = 'en-US'): string {
  return (locale === 'en-US' ? countNumber : new Intl.NumberFormat(locale)).format(value)
}

/** An axis's amount, short: "$12K", "12 k $US". */
export function formatCompactMoney(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' }).format(amount)
}

/** A share given in percent (0..100), as the reader writes it: "97.25%", "97,25 %"; `decimals` 0 for a progress. */
export function formatPercent(value: number, decimals = 2, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format((Number.isFinite(value) ? value : 0) / 100)
}

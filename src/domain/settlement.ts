/**
 * How money in more than one currency is shown (DESIGN: money is never summed across currencies; a
 * converted figure names its rate). Customers pay in USD or EUR; wallets hold the settlement currency
 * (USD), and a EUR payment reaches its wallet converted at the rate recorded on it (the contract's
 * `Transaction.settlement`). The server sends totals per charged currency (`CurrencyTotals`) and
 * settled totals with the rates behind them (`ExchangeRateSummary`): these rules only put them in words.
 */
import type { components } from '../api/schema'
import { interpolate, pluralText, type Params } from '../i18n/format'
import { settlementEn, type SettlementKey } from '../i18n/messages/settlement.en'
import { formatExchangeRate, formatMoney, formatRate } from './money'
import { canonicalTransactionStatus } from './transactionStatus'

type S = components['schemas']
export type CurrencyTotals = S['CurrencyTotals']
export type ExchangeRateSummary = S['ExchangeRateSummary']
export type TransactionSettlement = S['TransactionSettlement']
export type ExchangeRate = S['ExchangeRate']

/**
 * The words and number format the sentences are written in: a screen passes its language's (`useMessages(settlementMessages)`,
 * src/i18n/messages/settlement.en.ts); English, the product's own, otherwise.
 */
export interface SettlementWords {
  intl: string
  t: (key: SettlementKey, params?: Params) => string
}

const ENGLISH: SettlementWords = { intl: 'en-US', t: (key, params) => interpolate(pluralText(settlementEn[key], 'en-US', typeof params?.count === 'number' ? params.count : undefined), params) }

/**
 * A total per charged currency, one figure each, in the server's order (the settlement currency
 * first): ["$2,015.50", "€5,544.92"]. Nothing charged at all: zero in `emptyCurrency`.
 */
export function amountsByCurrency(totals: readonly CurrencyTotals[], field: 'volume' | 'fees' | 'net', emptyCurrency: string, w: SettlementWords = ENGLISH): string[] {
  return totals.length ? totals.map((entry) => formatMoney(entry[field], entry.currency, 2, w.intl)) : [formatMoney(0, emptyCurrency, 2, w.intl)]
}

/** The same figures in a sentence, never added: "$2,015.50 and €5,544.92". */
export function amountsInWords(amounts: readonly string[], w: SettlementWords = ENGLISH): string {
  return amounts.length > 1 ? w.t('amountsAnd', { first: amounts.slice(0, -1).join(w.t('listSeparator')), last: amounts.at(-1)! }) : (amounts[0] ?? '')
}

/** The rates behind the settled amounts of per-currency totals (the converted currencies only). */
export function ratesOf(totals: readonly CurrencyTotals[]): ExchangeRateSummary[] {
  return totals.flatMap((entry) => (entry.settled.exchange_rate ? [entry.settled.exchange_rate] : []))
}

/**
 * The recorded rates behind a converted total: "1 EUR = 1.0855 USD on average (1.0834 to 1.0870)",
 * or the one rate when they were all the same. `detailed` adds their source and how many payments.
 */
export function rateSummaryText(summary: ExchangeRateSummary, { detailed = false } = {}, w: SettlementWords = ENGLISH): string {
  const rate = formatExchangeRate(summary.from, summary.to, summary.rate, w.intl)
  const range = summary.lowest === summary.highest ? w.t('rate', { rate }) : w.t('rateRange', { rate, lowest: formatRate(summary.lowest, w.intl), highest: formatRate(summary.highest, w.intl) })
  return detailed ? w.t('rateDetailed', { range, source: summary.source, count: summary.transactions }) : range
}

/**
 * What a settled figure converted, and at what: "EUR converted at 1 EUR = 1.0855 USD on average
 * (1.0834 to 1.0870)"; null when it holds no converted amount (then it needs no rate).
 */
export function conversionText(rates: readonly ExchangeRateSummary[], options: { detailed?: boolean } = {}, w: SettlementWords = ENGLISH): string | null {
  if (!rates.length) return null
  return rates.map((summary) => w.t('converted', { from: summary.from, rate: rateSummaryText(summary, options, w) })).join(w.t('conversionSeparator'))
}

/** A settled figure with what it converted: "Settled in USD: $7,852.41; EUR converted at …". */
export function settledText(amount: string, currency: string, rates: readonly ExchangeRateSummary[], w: SettlementWords = ENGLISH): string {
  const conversion = conversionText(rates, {}, w)
  const params = { currency, amount: formatMoney(amount, currency, 2, w.intl) }
  return conversion ? w.t('settledInConverted', { ...params, conversion }) : w.t('settledIn', params)
}

/**
 * The note under figures or a chart of settled amounts (a chart has one money axis, and one axis
 * carries one currency): they are what reached the wallets in `currency`, and the note names the rates
 * of what was converted ("As settled in USD: EUR converted at …").
 */
export function settledNote(currency: string, rates: readonly ExchangeRateSummary[], w: SettlementWords = ENGLISH): string {
  const conversion = conversionText(rates, {}, w)
  return conversion ? w.t('settledNoteConverted', { currency, conversion }) : w.t('settledNote', { currency })
}

/**
 * What wallets hold and how converted payments reached them: "Your wallet holds USD and pays out in
 * USD. A payment in another currency is converted when the customer pays, at the rate recorded on it
 * (shown in its details): EUR converted at …, Sandbox reference rate, over 16 payments."
 */
export function walletCurrencyNote(holder: string, currency: string, rates: readonly ExchangeRateSummary[], w: SettlementWords = ENGLISH): string {
  const conversion = conversionText(rates, { detailed: true }, w)
  const held = w.t('walletHolds', { holder, currency })
  return conversion ? w.t('walletConverted', { held, conversion }) : held
}

/**
 * What a transaction credits its wallet: its settled net, pending while the payment is PENDING and
 * available once COMPLETED; null once it failed or was cancelled (it credits nothing).
 */
export function walletCredit(tx: { status: S['TransactionStatus']; settlement: TransactionSettlement }, w: SettlementWords = ENGLISH): string | null {
  const status = canonicalTransactionStatus(tx.status)
  return status === 'PENDING' || status === 'COMPLETED' ? formatMoney(tx.settlement.amount, tx.settlement.currency, 2, w.intl) : null
}

/** Why a transaction credited nothing, for its details. */
export function noCreditText(status: S['TransactionStatus'], w: SettlementWords = ENGLISH): string {
  return w.t(canonicalTransactionStatus(status) === 'FAILED' ? 'noCreditFailed' : 'noCreditCancelled')
}

/** A transaction's conversion: its recorded rate ("1 EUR = 1.0850 USD"), or that it needed none. */
export function settlementRateText(settlement: TransactionSettlement, w: SettlementWords = ENGLISH): string {
  const rate = settlement.exchange_rate
  return rate ? formatExchangeRate(rate.from, rate.to, rate.rate, w.intl) : w.t('noConversion', { currency: settlement.currency })
}

/** Where a recorded rate comes from: "Sandbox reference rate, 6/1/2026, 12:00:00 AM" (the date by `formatDate`). */
export function rateSourceText(rate: ExchangeRate, formatDate: (iso: string) => string, w: SettlementWords = ENGLISH): string {
  return w.t('rateSource', { source: rate.source, date: formatDate(rate.as_of) })
}

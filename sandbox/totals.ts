/**
 * Totals over transactions, in the contract's shapes. Money in different currencies is never
 * added: a total is either per charged currency (`currencyTotals`) or made of the amounts the
 * transactions settled to in the settlement currency, and then it names the rates recorded on
 * the converted ones (`rateSummaries`).
 */
import type { components } from '../src/api/schema'
import { rateString, SETTLEMENT_CURRENCY } from './exchangeRates.ts'
import { money } from './lib.ts'
import { netOf, settledNetOf, settlementOf } from './ledger.ts'
import type { Currency, SubscriptionRecord, TransactionRecord } from './store.ts'

type S = components['schemas']

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0)

/** Settled gross and fee of a transaction, in cents of the settlement currency. */
export const settledGrossOf = (tx: TransactionRecord) => settlementOf(tx).gross
export const settledFeeOf = (tx: TransactionRecord) => settlementOf(tx).fee

/** Transactions that credit a wallet (pending or available): PENDING and COMPLETED. */
export function credited(txs: TransactionRecord[]): TransactionRecord[] {
  return txs.filter((tx) => tx.status === 'PENDING' || tx.status === 'COMPLETED')
}

/** The settlement currency first, then the other currencies in alphabetical order. */
function currencyOrder(a: string, b: string): number {
  return Number(b === SETTLEMENT_CURRENCY) - Number(a === SETTLEMENT_CURRENCY) || a.localeCompare(b)
}

function byCurrency(txs: TransactionRecord[]): [Currency, TransactionRecord[]][] {
  const groups = new Map<Currency, TransactionRecord[]>()
  for (const tx of txs) groups.set(tx.currency, [...(groups.get(tx.currency) ?? []), tx])
  return [...groups].sort(([a], [b]) => currencyOrder(a, b))
}

/**
 * The recorded rates behind the converted transactions among `txs`, one summary per charged
 * currency: the effective rate (converted gross / charged gross), the lowest and highest rate.
 */
export function rateSummaries(txs: TransactionRecord[]): S['ExchangeRateSummary'][] {
  const converted = txs.filter((tx) => settlementOf(tx).rate !== null)
  return byCurrency(converted).map(([from, group]) => {
    const rates = group.map((tx) => settlementOf(tx).rate!)
    const effective = Math.round((sum(group, settledGrossOf) * 10000) / sum(group, (tx) => tx.gross))
    return {
      from,
      to: SETTLEMENT_CURRENCY,
      rate: rateString(effective),
      lowest: rateString(Math.min(...rates.map((rate) => rate.rate))),
      highest: rateString(Math.max(...rates.map((rate) => rate.rate))),
      source: [...new Set(rates.map((rate) => rate.source))].join(', '),
      transactions: group.length,
    }
  })
}

/** Sums of settled amounts, with the rates of the converted ones. */
export function settledTotals(txs: TransactionRecord[]): S['SettledTotals'] {
  return {
    currency: SETTLEMENT_CURRENCY,
    volume: money(sum(txs, settledGrossOf)),
    fees: money(sum(txs, settledFeeOf)),
    net: money(sum(txs, settledNetOf)),
    exchange_rate: rateSummaries(txs)[0] ?? null,
  }
}

/** The transactions per charged currency: charged volume, fees and net, and the same as settled. */
export function currencyTotals(txs: TransactionRecord[]): S['CurrencyTotals'][] {
  return byCurrency(txs).map(([currency, group]) => ({
    currency,
    transactions: group.length,
    volume: money(sum(group, (tx) => tx.gross)),
    fees: money(sum(group, (tx) => tx.fee)),
    net: money(sum(group, netOf)),
    settled: settledTotals(group),
  }))
}

/** What the subscriptions were charged, in euro (subscriptions are priced in EUR). */
export function subscriptionRevenue(subscriptions: SubscriptionRecord[]): S['SubscriptionRevenue'] {
  return { currency: 'EUR', amount_charged: money(sum(subscriptions, (item) => item.amount_charged)), subscriptions: subscriptions.length }
}

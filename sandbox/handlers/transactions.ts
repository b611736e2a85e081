/** Transaction lists (client and admin) and the admin calculator, computed from the store. */
import type { components } from '../../src/api/schema'
import { SETTLEMENT_CURRENCY } from '../exchangeRates.ts'
import { iso, money } from '../lib.ts'
import { newestFirst, settledNetOf } from '../ledger.ts'
import { toTransaction } from '../serialize.ts'
import type { SandboxData, TransactionRecord } from '../store.ts'
import { currencyTotals, settledFeeOf, settledGrossOf } from '../totals.ts'
import {
  fail,
  matches,
  paginate,
  queryDate,
  queryEnum,
  queryOf,
  queryString,
  requireRole,
  type SandboxContext,
} from './context.ts'

type S = components['schemas']

/**
 * Filters of the transaction lists: search (customer e-mail or name, transaction id, and the
 * merchant's e-mail when `searchMerchant`), status (either cancelled spelling matches both),
 * currency, payment_method, payment_link_id, merchant_id, from_date, to_date. Newest first.
 */
export function filterTransactions(data: SandboxData, items: TransactionRecord[], query: URLSearchParams, searchMerchant = true): TransactionRecord[] {
  const search = queryString(query, 'search')
  const status = queryEnum(query, 'status', ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED', 'CANCELLED'] as const)
  const currency = queryEnum(query, 'currency', ['USD', 'EUR'] as const)
  const method = queryEnum(query, 'payment_method', ['card', 'crypto'] as const)
  const linkId = queryString(query, 'payment_link_id')
  const merchantId = queryString(query, 'merchant_id')
  const from = queryDate(query, 'from_date')
  const to = queryDate(query, 'to_date')
  const cancelled = (value: string) => value === 'CANCELED' || value === 'CANCELLED'
  const matching = items.filter((tx) => {
    if (status && !(tx.status === status || (cancelled(status) && cancelled(tx.status)))) return false
    if (currency && tx.currency !== currency) return false
    if (method && tx.payment_method !== method) return false
    if (linkId && tx.payment_link_id !== linkId) return false
    if (merchantId && tx.ownerId !== merchantId) return false
    if (from !== undefined && tx.created_at < from) return false
    if (to !== undefined && tx.created_at > to) return false
    const merchant = searchMerchant ? data.users.find((user) => user.id === tx.ownerId) : undefined
    const name = tx.billing_info ? `${tx.billing_info.first_name} ${tx.billing_info.last_name}` : null
    return matches(search, tx.id, tx.customer_email, name, merchant?.email)
  })
  return newestFirst(data, matching)
}

export function transactionPage(data: SandboxData, items: TransactionRecord[], query: URLSearchParams, searchMerchant: boolean): S['TransactionList'] {
  const page = paginate(filterTransactions(data, items, query, searchMerchant), query)
  return { results: page.results.map((tx) => toTransaction(data, tx)), pagination: page.pagination }
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0
}

/**
 * SPEC §3 calculator over the COMPLETED transactions created in [from, to]: its amounts are the
 * settled amounts in the settlement currency, with the same transactions per charged currency.
 */
export function calculate(data: SandboxData, from: number | undefined, to: number | undefined): S['Calculation'] {
  if (from !== undefined && to !== undefined && from > to) fail(400, 'from_date must not be after to_date.')
  const txs = data.transactions.filter(
    (tx) => tx.status === 'COMPLETED' && (from === undefined || tx.created_at >= from) && (to === undefined || tx.created_at <= to),
  )
  const sum = (pick: (tx: TransactionRecord) => number) => txs.reduce((total, tx) => total + pick(tx), 0)
  const amount = sum(settledNetOf)
  const fees = sum(settledFeeOf)
  const gross = sum(settledGrossOf)
  const fromAmount = sum((tx) => settledNetOf(tx) + settledFeeOf(tx))
  const count = txs.length
  const average = (total: number) => money(count ? Math.round(total / count) : 0)
  const dates = txs.map((tx) => tx.created_at)
  return {
    date_range_requested: { from_date: from === undefined ? null : iso(from), to_date: to === undefined ? null : iso(to) },
    actual_date_range: {
      first_transaction: count ? iso(Math.min(...dates)) : null,
      last_transaction: count ? iso(Math.max(...dates)) : null,
    },
    transaction_count: count,
    amounts: { total_amount: money(amount), total_paygrid_fees: money(fees), total_gross_amount: money(gross), total_from_amount: money(fromAmount) },
    averages: { average_amount: average(amount), average_paygrid_fees: average(fees), average_gross_amount: average(gross) },
    breakdown: { amount_percentage: percent(amount, gross), fees_percentage: percent(fees, gross) },
    currency: SETTLEMENT_CURRENCY,
    by_currency: currencyTotals(txs),
  }
}

export function transactionHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/transaction/list', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const mine = store.transactions.filter((tx) => tx.ownerId === user.id)
      return response(200).json(transactionPage(store, mine, queryOf(request), false))
    }),

    http.get('/transaction/admin/list', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      return response(200).json(transactionPage(store, store.transactions, queryOf(request), true))
    }),

    http.get('/transaction/admin/calculate-transactions/', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      const query = queryOf(request)
      return response(200).json({ calculation: calculate(store, queryDate(query, 'from_date'), queryDate(query, 'to_date')) })
    }),
  ]
}

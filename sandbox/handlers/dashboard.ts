/**
 * /dashboard/*: overview figures computed from the store at the time of the call. Amounts are
 * settled amounts in the settlement currency, with the same transactions per charged currency
 * beside them (`totals.ts`): nothing adds euros to dollars.
 */
import type { components } from '../../src/api/schema'
import { SETTLEMENT_CURRENCY } from '../exchangeRates.ts'
import { DAY, iso, money, startOfUtcDay } from '../lib.ts'
import { newestFirst, settledNetOf, walletOf } from '../ledger.ts'
import { integrationReviewStatus, isLinkExpired, toTransaction, walletExchangeRates } from '../serialize.ts'
import type { SandboxData, TransactionRecord } from '../store.ts'
import { currencyTotals, settledFeeOf, settledGrossOf, subscriptionRevenue } from '../totals.ts'
import { queryInt, queryOf, requireRole, type SandboxContext } from './context.ts'

type S = components['schemas']

function countByStatus(txs: TransactionRecord[]): S['TransactionStatusCounts'] {
  const counts = { PENDING: 0, COMPLETED: 0, FAILED: 0, CANCELED: 0 }
  for (const tx of txs) counts[tx.status === 'CANCELLED' ? 'CANCELED' : tx.status] += 1
  return counts
}

function recent(data: SandboxData, txs: TransactionRecord[]): S['Transaction'][] {
  return newestFirst(data, txs).slice(0, 5).map((tx) => toTransaction(data, tx))
}

const sum = (txs: TransactionRecord[], pick: (tx: TransactionRecord) => number) => txs.reduce((total, tx) => total + pick(tx), 0)

/** The period of `days` UTC days ending now (today included), its transactions and one point per day. */
function periodFigures(txs: TransactionRecord[], now: number, days: number) {
  const from = startOfUtcDay(now) - (days - 1) * DAY
  const inPeriod = txs.filter((tx) => tx.created_at >= from && tx.created_at <= now)
  const completed = inPeriod.filter((tx) => tx.status === 'COMPLETED')
  const daily_volume: S['DailyVolumePoint'][] = Array.from({ length: days }, (_, index) => {
    const start = from + index * DAY
    const day = completed.filter((tx) => tx.created_at >= start && tx.created_at < start + DAY)
    return {
      date: iso(start).slice(0, 10),
      volume: money(sum(day, settledGrossOf)),
      fees: money(sum(day, settledFeeOf)),
      net: money(sum(day, settledNetOf)),
      transactions: day.length,
    }
  })
  return {
    period: { from: iso(from), to: iso(now), days },
    period_volume: money(sum(completed, settledGrossOf)),
    period_fees: money(sum(completed, settledFeeOf)),
    period_net: money(sum(completed, settledNetOf)),
    period_transactions: inPeriod.length,
    period_transactions_by_status: countByStatus(inPeriod),
    period_by_currency: currencyTotals(completed),
    daily_volume,
  }
}

export function dashboardHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  const daysOf = (request: Request) => queryInt(queryOf(request), 'days', 30, 1, 365)
  return [
    http.get('/dashboard/admin-overview', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      const days = daysOf(request)
      const completed = store.transactions.filter((tx) => tx.status === 'COMPLETED')
      const clients = store.users.filter((user) => user.is_client)
      const balance = store.wallets.reduce((total, wallet) => total + wallet.balance, 0)
      const pending = store.wallets.reduce((total, wallet) => total + wallet.pending, 0)
      const integrations = store.integrations.map(integrationReviewStatus)
      const { period_net: _net, ...period } = periodFigures(store.transactions, ctx.now(), days)
      return response(200).json({
        data: {
          total_users: store.users.length,
          total_clients: clients.length,
          active_subscriptions: clients.filter((user) => user.subscription.active).length,
          pending_integrations: store.integrations.filter((item) => item.is_pending).length,
          total_transactions: store.transactions.length,
          transactions_by_status: countByStatus(store.transactions),
          total_volume: money(sum(completed, settledGrossOf)),
          total_fees: money(sum(completed, settledFeeOf)),
          total_wallet_balance: money(balance),
          recent_transactions: recent(store, store.transactions),
          total_wallets: store.wallets.length,
          wallets_with_balance: store.wallets.filter((wallet) => wallet.balance > 0).length,
          total_pending_balance: money(pending),
          total_combined_balance: money(balance + pending),
          subscriptions_by_state: {
            active: clients.filter((user) => user.subscription.active).length,
            inactive: clients.filter((user) => user.subscription.plan && !user.subscription.active).length,
            none: clients.filter((user) => !user.subscription.plan).length,
          },
          integrations_by_state: {
            pending: integrations.filter((state) => state === 'pending').length,
            approved: integrations.filter((state) => state === 'approved').length,
            rejected: integrations.filter((state) => state === 'rejected').length,
          },
          ...period,
          currency: SETTLEMENT_CURRENCY,
          total_by_currency: currencyTotals(completed),
          wallet_exchange_rates: walletExchangeRates(store, store.wallets),
          subscription_revenue: subscriptionRevenue(store.subscriptions),
        },
      })
    }),

    http.get('/dashboard/client-overview', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const days = daysOf(request)
      const mine = store.transactions.filter((tx) => tx.ownerId === user.id)
      const completed = mine.filter((tx) => tx.status === 'COMPLETED')
      const wallet = walletOf(store, user.id)
      const now = ctx.now()
      const integration = store.integrations.filter((item) => item.userId === user.id).sort((a, b) => a.created_at - b.created_at).at(-1)
      return response(200).json({
        data: {
          balance: money(wallet?.balance ?? 0),
          pending_balance: money(wallet?.pending ?? 0),
          combined_balance: money((wallet?.balance ?? 0) + (wallet?.pending ?? 0)),
          currency: wallet?.currency ?? SETTLEMENT_CURRENCY,
          total_transactions: mine.length,
          transactions_by_status: countByStatus(mine),
          total_volume: money(sum(completed, settledNetOf)),
          total_by_currency: currencyTotals(completed),
          wallet_exchange_rates: wallet ? walletExchangeRates(store, [wallet]) : [],
          active_payment_links: store.paymentLinks.filter((link) => link.ownerId === user.id && !isLinkExpired(link, now)).length,
          recent_transactions: recent(store, mine),
          ...periodFigures(mine, now, days),
          integration_status: integration ? integrationReviewStatus(integration) : 'none',
          subscription_active: user.subscription.active,
        },
      })
    }),
  ]
}

/** /dashboard/*: overview figures computed from the store. */
import type { components } from '../../src/api/schema'
import { money } from '../lib.ts'
import { netOf, walletOf } from '../ledger.ts'
import { isLinkExpired, toTransaction } from '../serialize.ts'
import type { SandboxData, TransactionRecord } from '../store.ts'
import { requireRole, type SandboxContext } from './context.ts'

type S = components['schemas']

function countByStatus(txs: TransactionRecord[]): S['TransactionStatusCounts'] {
  const counts = { PENDING: 0, COMPLETED: 0, FAILED: 0, CANCELED: 0 }
  for (const tx of txs) counts[tx.status === 'CANCELLED' ? 'CANCELED' : tx.status] += 1
  return counts
}

function recent(data: SandboxData, txs: TransactionRecord[]): S['Transaction'][] {
  return [...txs].sort((a, b) => b.created_at - a.created_at).slice(0, 5).map((tx) => toTransaction(data, tx))
}

export function dashboardHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/dashboard/admin-overview', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      const completed = store.transactions.filter((tx) => tx.status === 'COMPLETED')
      return response(200).json({
        data: {
          total_users: store.users.length,
          total_clients: store.users.filter((user) => user.is_client).length,
          active_subscriptions: store.users.filter((user) => user.subscription.active).length,
          pending_integrations: store.integrations.filter((item) => item.is_pending).length,
          total_transactions: store.transactions.length,
          transactions_by_status: countByStatus(store.transactions),
          total_volume: money(completed.reduce((total, tx) => total + tx.gross, 0)),
          total_fees: money(completed.reduce((total, tx) => total + tx.fee, 0)),
          total_wallet_balance: money(store.wallets.reduce((total, wallet) => total + wallet.balance, 0)),
          recent_transactions: recent(store, store.transactions),
        },
      })
    }),

    http.get('/dashboard/client-overview', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const mine = store.transactions.filter((tx) => tx.ownerId === user.id)
      const wallet = walletOf(store, user.id)
      const now = ctx.now()
      return response(200).json({
        data: {
          balance: money(wallet?.balance ?? 0),
          pending_balance: money(wallet?.pending ?? 0),
          total_transactions: mine.length,
          transactions_by_status: countByStatus(mine),
          total_volume: money(mine.filter((tx) => tx.status === 'COMPLETED').reduce((total, tx) => total + netOf(tx), 0)),
          active_payment_links: store.paymentLinks.filter((link) => link.ownerId === user.id && !isLinkExpired(link, now)).length,
          recent_transactions: recent(store, mine),
        },
      })
    }),
  ]
}

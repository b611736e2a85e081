/**
 * The admin overview's way on (designed here): the screens that act on its figures, each with what
 * waits there, flagged when something needs a look.
 */
import type { components } from '../api/schema'
import { countOf } from './plural'

type AdminOverview = components['schemas']['AdminOverview']

export interface AttentionLink {
  id: 'integrations' | 'wallets' | 'transactions' | 'subscriptions' | 'calculator'
  label: string
  summary: string
  /** The figures the summary names, for a screen that writes it in the reader's language. */
  figures: { count: number; with?: number }
  /** Something waits there for someone (pending reviews, pending transactions, lapsed subscriptions). */
  needsAttention: boolean
  to: '/integration-validation' | '/wallets-admin' | '/transactions-admin' | '/subscription-admin' | '/calculator'
}

export function adminAttention(overview: AdminOverview): AttentionLink[] {
  const pendingTransactions = overview.transactions_by_status.PENDING
  const lapsed = overview.subscriptions_by_state.inactive
  return [
    {
      id: 'integrations',
      label: 'Integration Validation',
      summary: `${countOf(overview.pending_integrations, 'integration')} pending review`,
      figures: { count: overview.pending_integrations },
      needsAttention: overview.pending_integrations > 0,
      to: '/integration-validation',
    },
    {
      id: 'wallets',
      label: 'Wallets',
      summary: `${overview.wallets_with_balance} of ${countOf(overview.total_wallets, 'wallet')} hold a balance`,
      figures: { count: overview.total_wallets, with: overview.wallets_with_balance },
      // Wallets holding money, some of it pending until it settles, is the normal state of a gateway: nothing to review
      // (issue 35 §11: "36 of 48 wallets hold a balance — To review" flagged it).
      needsAttention: false,
      to: '/wallets-admin',
    },
    {
      id: 'transactions',
      label: 'Transactions',
      summary: `${countOf(pendingTransactions, 'transaction')} pending`,
      figures: { count: pendingTransactions },
      needsAttention: pendingTransactions > 0,
      to: '/transactions-admin',
    },
    {
      id: 'subscriptions',
      label: 'Subscriptions',
      summary: `${countOf(lapsed, 'subscription')} not active`,
      figures: { count: lapsed },
      needsAttention: lapsed > 0,
      to: '/subscription-admin',
    },
    {
      id: 'calculator',
      label: 'Calculator',
      summary: 'Totals, fees and averages for any range',
      figures: { count: 0 },
      needsAttention: false,
      to: '/calculator',
    },
  ]
}

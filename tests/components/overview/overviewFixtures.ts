import type { components } from '../../../src/api/schema'

type S = components['schemas']

const days = (values: [volume: string, fees: string, net: string, count: number][]): S['DailyVolumePoint'][] =>
  values.map(([volume, fees, net, transactions], index) => ({ date: `2026-06-0${index + 1}`, volume, fees, net, transactions }))

const transaction = (id: string, status: S['TransactionStatus'], amount: string, createdAt: string, customer: string | null): S['Transaction'] => ({
  id,
  amount,
  fee: '1.50',
  gross_amount: (Number(amount) + 1.5).toFixed(2),
  currency: 'USD',
  status,
  payment_method: 'card',
  customer_email: `customer${id}@example.com`,
  customer_name: customer,
  billing_info: null,
  payment_link_id: null,
  payment_link: null,
  merchant_email: 'merchant@paygrid.test',
  merchant: { id: 'usr_merchant', email: 'merchant@paygrid.test', first_name: 'Maya', last_name: 'Merchant' },
  created_at: createdAt,
  updated_at: createdAt,
})

export const recentTransactions: S['Transaction'][] = [
  transaction('100060', 'COMPLETED', '98.50', '2026-06-07T10:00:00Z', 'Ada Lovelace'),
  transaction('100059', 'PENDING', '48.50', '2026-06-06T10:00:00Z', 'Alan Turing'),
  transaction('100058', 'FAILED', '18.50', '2026-06-05T10:00:00Z', null),
  transaction('100057', 'CANCELLED', '28.50', '2026-06-04T10:00:00Z', 'Grace Hopper'),
  transaction('100056', 'CANCELED', '38.50', '2026-06-03T10:00:00Z', 'Edsger Dijkstra'),
]

const period: S['OverviewPeriod'] = { from: '2026-06-01T00:00:00Z', to: '2026-06-07T12:00:00Z', days: 7 }

export const clientOverviewFixture: S['ClientOverview'] = {
  balance: '1250.00',
  pending_balance: '150.00',
  combined_balance: '1400.00',
  currency: 'USD',
  total_transactions: 60,
  transactions_by_status: { PENDING: 9, COMPLETED: 36, FAILED: 9, CANCELED: 6 },
  total_volume: '9876.54',
  active_payment_links: 12,
  recent_transactions: recentTransactions,
  period,
  period_volume: '2345.67',
  period_fees: '70.37',
  period_net: '2275.30',
  period_transactions: 11,
  period_transactions_by_status: { PENDING: 2, COMPLETED: 6, FAILED: 2, CANCELED: 1 },
  daily_volume: days([
    ['100.00', '3.00', '97.00', 1],
    ['0.00', '0.00', '0.00', 0],
    ['500.00', '15.00', '485.00', 2],
    ['245.67', '7.37', '238.30', 1],
    ['0.00', '0.00', '0.00', 0],
    ['1000.00', '30.00', '970.00', 1],
    ['500.00', '15.00', '485.00', 1],
  ]),
  integration_status: 'approved',
  subscription_active: true,
}

export const adminOverviewFixture: S['AdminOverview'] = {
  total_users: 49,
  total_clients: 47,
  active_subscriptions: 30,
  pending_integrations: 6,
  total_transactions: 110,
  transactions_by_status: { PENDING: 12, COMPLETED: 70, FAILED: 18, CANCELED: 10 },
  total_volume: '45678.90',
  total_fees: '1370.37',
  total_wallet_balance: '98765.43',
  recent_transactions: recentTransactions,
  total_wallets: 47,
  wallets_with_balance: 30,
  total_pending_balance: '4321.00',
  total_combined_balance: '103086.43',
  subscriptions_by_state: { active: 30, inactive: 6, none: 11 },
  integrations_by_state: { pending: 6, approved: 5, rejected: 2 },
  period,
  period_volume: '3456.78',
  period_fees: '103.70',
  period_transactions: 15,
  period_transactions_by_status: { PENDING: 3, COMPLETED: 8, FAILED: 3, CANCELED: 1 },
  daily_volume: days([
    ['200.00', '6.00', '194.00', 1],
    ['0.00', '0.00', '0.00', 0],
    ['800.00', '24.00', '776.00', 2],
    ['456.78', '13.70', '443.08', 1],
    ['0.00', '0.00', '0.00', 0],
    ['1500.00', '45.00', '1455.00', 3],
    ['500.00', '15.00', '485.00', 1],
  ]),
}

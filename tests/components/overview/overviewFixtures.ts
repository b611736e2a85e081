import type { components } from '../../../src/api/schema'

type S = components['schemas']

const days = (values: [volume: string, fees: string, net: string, count: number][]): S['DailyVolumePoint'][] =>
  values.map(([volume, fees, net, transactions], index) => ({ date: `2026-06-0${index + 1}`, volume, fees, net, transactions }))

/** A rate summary EUR→USD: the effective rate and its range over `transactions` converted payments. */
export const eurRates = (rate: string, lowest: string, highest: string, transactions: number): S['ExchangeRateSummary'] => ({
  from: 'EUR',
  to: 'USD',
  rate,
  lowest,
  highest,
  source: 'Sandbox reference rate',
  transactions,
})

/** USD totals: settled as they were charged. */
const usdTotals = (transactions: number, volume: string, fees: string, net: string): S['CurrencyTotals'] => ({
  currency: 'USD',
  transactions,
  volume,
  fees,
  net,
  settled: { currency: 'USD', volume, fees, net, exchange_rate: null },
})

/** EUR totals and what they settled to in USD, at `rates`. */
const eurTotals = (transactions: number, charged: [string, string, string], settled: [string, string, string], rates: S['ExchangeRateSummary']): S['CurrencyTotals'] => ({
  currency: 'EUR',
  transactions,
  volume: charged[0],
  fees: charged[1],
  net: charged[2],
  settled: { currency: 'USD', volume: settled[0], fees: settled[1], net: settled[2], exchange_rate: rates },
})

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
  settlement: { currency: 'USD', gross_amount: (Number(amount) + 1.5).toFixed(2), fee: '1.50', amount, exchange_rate: null },
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
  total_volume: '9425.00',
  total_by_currency: [usdTotals(20, '4100.00', '100.00', '4000.00'), eurTotals(16, ['5125.00', '125.00', '5000.00'], ['5560.63', '135.63', '5425.00'], eurRates('1.0850', '1.0830', '1.0870', 16))],
  wallet_exchange_rates: [eurRates('1.0852', '1.0830', '1.0870', 19)],
  active_payment_links: 12,
  recent_transactions: recentTransactions,
  period,
  period_volume: '2336.00',
  period_fees: '58.40',
  period_net: '2277.60',
  period_by_currency: [usdTotals(2, '600.00', '15.00', '585.00'), eurTotals(4, ['1600.00', '40.00', '1560.00'], ['1736.00', '43.40', '1692.60'], eurRates('1.0850', '1.0830', '1.0870', 4))],
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
  currency: 'USD',
  total_by_currency: [usdTotals(40, '20000.00', '600.00', '19400.00'), eurTotals(30, ['23600.00', '708.00', '22892.00'], ['25678.90', '770.37', '24908.53'], eurRates('1.0881', '1.0830', '1.0900', 30))],
  wallet_exchange_rates: [eurRates('1.0862', '1.0830', '1.0900', 41)],
  subscription_revenue: { currency: 'EUR', amount_charged: '12345.60', subscriptions: 42 },
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
  period_by_currency: [usdTotals(3, '1200.00', '36.00', '1164.00'), eurTotals(5, ['2080.00', '62.40', '2017.60'], ['2256.78', '67.70', '2189.08'], eurRates('1.0850', '1.0850', '1.0850', 5))],
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

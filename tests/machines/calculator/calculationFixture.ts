import type { components } from '../../../src/api/schema'

type Calculation = components['schemas']['Calculation']

/** A calculation as the contract shapes it; `provider` renames the two fee fields as another product name would. */
export function calculation({ provider = 'paygrid', count = 3 }: { provider?: string; count?: number } = {}): Calculation {
  return {
    date_range_requested: { from_date: '2025-01-01T00:00:00.000Z', to_date: null },
    actual_date_range: { first_transaction: '2025-01-02T09:00:00.000Z', last_transaction: '2025-01-20T17:30:00.000Z' },
    transaction_count: count,
    amounts: { total_amount: '291.00', [`total_${provider}_fees`]: '9.00', total_gross_amount: '300.00', total_from_amount: '300.00' } as Calculation['amounts'],
    averages: { average_amount: '97.00', [`average_${provider}_fees`]: '3.00', average_gross_amount: '100.00' } as Calculation['averages'],
    breakdown: { amount_percentage: 97, fees_percentage: 3 },
    currency: 'USD',
    by_currency: [
      { currency: 'USD', transactions: 2, volume: '191.50', fees: '5.74', net: '185.76', settled: { currency: 'USD', volume: '191.50', fees: '5.74', net: '185.76', exchange_rate: null } },
      {
        currency: 'EUR',
        transactions: 1,
        volume: '100.00',
        fees: '3.00',
        net: '97.00',
        settled: {
          currency: 'USD',
          volume: '108.50',
          fees: '3.26',
          net: '105.24',
          exchange_rate: { from: 'EUR', to: 'USD', rate: '1.0850', lowest: '1.0850', highest: '1.0850', source: 'Sandbox reference rate', transactions: 1 },
        },
      },
    ],
  }
}

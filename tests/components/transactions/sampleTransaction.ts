import type { Transaction } from '../../../src/api/transactions'

/** A transaction as the contract sends it, with `patch` over the defaults. */
export const sampleTransaction = (patch: Partial<Transaction> = {}): Transaction => ({
  id: '100001',
  amount: '96.80',
  fee: '3.20',
  gross_amount: '100.00',
  currency: 'USD',
  status: 'COMPLETED',
  payment_method: 'card',
  customer_email: 'ada@example.com',
  customer_name: 'Ada Lovelace',
  billing_info: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 0100' },
  payment_link_id: 'pl_1',
  payment_link: { id: 'pl_1', name: 'Green tea' },
  merchant_email: 'merchant@paygrid.test',
  merchant: { id: 'usr_merchant', email: 'merchant@paygrid.test', first_name: 'Maya', last_name: 'Merchant' },
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:05:00.000Z',
  settlement: { currency: 'USD', gross_amount: '100.00', fee: '3.20', amount: '96.80', exchange_rate: null },
  ...patch,
})

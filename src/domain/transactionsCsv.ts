import type { Transaction, TransactionScope } from '../api/transactions'
import { csvFileName, toCsv, type CsvColumn } from './csv'
import { transactionStatusLabel } from './transactionStatus'
import { paymentMethodLabel } from './paymentMethods'
import { personName } from './userName'

/** Money as numbers (a spreadsheet sums them); the contract sends decimal strings. */
const amount = (value: string) => {
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

const COMMON: CsvColumn<Transaction>[] = [
  { header: 'Transaction ID', value: (tx) => tx.id },
  { header: 'Date', value: (tx) => tx.created_at },
  { header: 'Status', value: (tx) => transactionStatusLabel(tx.status) },
  { header: 'Method', value: (tx) => paymentMethodLabel(tx.payment_method) },
  { header: 'Currency', value: (tx) => tx.currency },
  { header: 'Amount', value: (tx) => amount(tx.amount) },
  { header: 'Fee', value: (tx) => amount(tx.fee) },
  { header: 'Gross', value: (tx) => amount(tx.gross_amount) },
  { header: 'Customer name', value: (tx) => tx.customer_name },
  { header: 'Customer email', value: (tx) => tx.customer_email },
  { header: 'Customer phone', value: (tx) => tx.billing_info?.phone },
  { header: 'Payment link', value: (tx) => tx.payment_link?.name },
  { header: 'Payment link ID', value: (tx) => tx.payment_link_id },
  // What reached the wallet, in its currency, and the rate recorded on a converted payment (never summed with the charged amounts).
  { header: 'Settlement currency', value: (tx) => tx.settlement.currency },
  { header: 'Settled amount', value: (tx) => amount(tx.settlement.amount) },
  { header: 'Settled fee', value: (tx) => amount(tx.settlement.fee) },
  { header: 'Settled gross', value: (tx) => amount(tx.settlement.gross_amount) },
  { header: 'Exchange rate', value: (tx) => (tx.settlement.exchange_rate ? amount(tx.settlement.exchange_rate.rate) : null) },
  { header: 'Rate source', value: (tx) => tx.settlement.exchange_rate?.source },
  { header: 'Rate date', value: (tx) => tx.settlement.exchange_rate?.as_of },
]

const MERCHANT: CsvColumn<Transaction>[] = [
  { header: 'Merchant name', value: (tx) => personName(tx.merchant.first_name, tx.merchant.last_name) },
  { header: 'Merchant email', value: (tx) => tx.merchant.email },
  { header: 'Merchant ID', value: (tx) => tx.merchant.id },
]

export function transactionCsvColumns(scope: TransactionScope): CsvColumn<Transaction>[] {
  return scope === 'admin' ? [...COMMON, ...MERCHANT] : COMMON
}

export function transactionsCsv(scope: TransactionScope, rows: readonly Transaction[]): string {
  return toCsv(transactionCsvColumns(scope), rows)
}

export function transactionsCsvFileName(scope: TransactionScope, now?: Date): string {
  return csvFileName(scope === 'admin' ? 'all transactions' : 'transactions', now)
}

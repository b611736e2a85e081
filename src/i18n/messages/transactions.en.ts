import { defineCatalog } from '../catalog'

/**
 * The transaction lists' words (the merchant's and the admin's: table, filters, details drawer, CSV export's notices)
 * and the transaction statuses and payment methods in words: SPEC's strings word for word and the product's own.
 * The CSV file itself stays in English (its headers and values are read by machines).
 */
const transactionsEn = {
  // Statuses (src/domain/transactionStatus.ts) and methods (src/domain/paymentMethods.ts)
  statusPending: 'Pending',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusCancelled: 'Cancelled',
  statusUnknown: 'Unknown',
  methodCard: 'Card',
  methodCrypto: 'Crypto',
  // The screen
  title: 'Transactions',
  merchantSubtitle: 'Payments made through your payment links and your website',
  adminSubtitle: "Every merchant's transactions",
  searchLabel: 'Search transactions',
  merchantSearchPlaceholder: 'Search by customer e-mail, name or transaction ID',
  adminSearchPlaceholder: 'Search by customer or merchant e-mail, or transaction ID',
  emptyTitle: 'No transactions yet',
  merchantEmptyHint: 'Payments made through your payment links and your website will appear here.',
  adminEmptyHint: "Every merchant's payments will appear here.",
  filteredTitle: 'No transactions match these filters',
  filteredHint: 'Try adjusting your search terms or filters',
  pastEndTitle: 'No transactions on this page',
  firstPage: 'Go to the first page',
  clearFilters: 'Clear filters',
  fetchFailed: 'Failed to fetch transactions',
  exportFailed: 'Failed to export transactions',
  exported: { one: 'Exported {count} transaction', other: 'Exported {count} transactions' },
  openInPaymentLinks: 'Open in Payment Links',
  // Filters
  filters: 'Transaction filters',
  status: 'Status',
  allStatuses: 'All statuses',
  method: 'Method',
  allMethods: 'All methods',
  fromDate: 'From date',
  toDate: 'To date',
  merchantId: 'Merchant ID',
  merchantIdHelper: "The merchant's user ID (shown in a transaction's details and in the wallets' details)",
  dateRangeError: 'The From date must be on or before the To date',
  // The table
  allTransactions: 'All transactions',
  date: 'Date',
  merchant: 'Merchant',
  customer: 'Customer',
  amount: 'Amount',
  fee: 'Fee',
  gross: 'Gross',
  settled: 'Settled',
  actions: 'Actions',
  details: 'Details',
  detailsOf: 'Details of transaction {id}',
  notCredited: 'Not credited',
  // The details drawer
  transactionDetails: 'Transaction details',
  transactionNamed: 'Transaction {id}',
  loadingTransaction: 'Loading the transaction',
  notFound: 'This transaction could not be found.',
  closeDetails: 'Close details',
  payment: 'Payment',
  transactionId: 'Transaction ID',
  copyTransactionId: 'Copy transaction ID',
  transactionIdCopied: 'Transaction ID copied to clipboard!',
  transactionIdCopyFailed: 'Failed to copy transaction ID',
  lastUpdated: 'Last updated',
  chargedIn: 'Charged in',
  amountNet: 'Amount (net)',
  settlement: 'Settlement',
  settlementHint: 'What reaches the wallet, in its currency, at the exchange rate recorded when the customer paid.',
  settledIn: 'Settled in',
  exchangeRate: 'Exchange rate',
  rateSource: 'Rate source',
  netToWallet: 'Net to the wallet',
  billing: 'Billing information',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  noBilling: 'No billing information was entered for this payment.',
  paymentLink: 'Payment link',
  linkId: 'Link ID',
  noPaymentLink: 'Not paid through a payment link (a direct charge, or a link that was deleted).',
  userId: 'User ID',
  onlyThisMerchant: "Show only this merchant's transactions",
}

export type TransactionsMessages = typeof transactionsEn
export type TransactionsKey = keyof TransactionsMessages

export const transactionsMessages = defineCatalog('transactions', transactionsEn, {
  fr: () => import('./transactions.fr').then((module) => module.transactionsFr),
  ar: () => import('./transactions.ar').then((module) => module.transactionsAr),
})

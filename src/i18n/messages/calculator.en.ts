import { defineCatalog } from '../catalog'

/**
 * The admin calculator's words (SPEC §2): the form, its rules' messages (src/domain/calculation.ts keeps them in
 * English, as its tests pin them), the results; the SPEC's strings word for word.
 */
export const calculatorEn = {
  title: 'Calculator',
  subtitle: 'Totals, fees and averages of completed transactions over a date range',
  readyTitle: 'Ready to Calculate',
  readyHint: 'Choose a date range, or leave both dates empty for all time, then press Calculate.',
  loadFailed: 'Failed to load calculator',
  fetchFailed: 'Failed to fetch calculation data',
  errorFallback: 'An error occurred while loading the calculator',
  // The form
  dateRange: 'Date range',
  fromDate: 'From Date',
  fromHelper: 'Empty: from the first transaction',
  toDate: 'To Date',
  toHelper: 'Empty: up to now',
  calculate: 'Calculate',
  calculatingButton: 'Calculating...',
  clear: 'Clear',
  toBeforeFrom: 'To Date must not be before From Date',
  invalidFrom: 'Enter a valid From Date',
  invalidTo: 'Enter a valid To Date',
  // The results
  calculating: 'Calculating',
  dateRangeTitle: 'Date Range',
  requestedRange: 'Requested range',
  firstTransaction: 'First transaction',
  lastTransaction: 'Last transaction',
  notAvailable: 'N/A',
  rangeBetween: '{from} – {to}',
  rangeSince: 'Since {from}',
  rangeUntil: 'Until {to}',
  allTime: 'All time',
  totalTransactions: 'Total Transactions',
  // SPEC §2's "total revenue" card: total_amount, what the merchants keep after fees (the gateway's income is the fees)
  merchantsNet: "Merchants' Net",
  totalFees: 'Total Fees',
  grossVolume: 'Gross Volume',
  completedOnly: 'Completed transactions only. {note} Amounts in different currencies are never added at face value.',
  byCurrency: 'By Currency',
  totalsByCurrency: 'Totals by currency',
  noCompleted: 'No completed transactions in this range.',
  currency: 'Currency',
  transactions: 'Transactions',
  grossVolumeColumn: 'Gross volume',
  fees: 'Fees',
  amount: 'Amount',
  amountAsSettled: 'Amount as settled',
  exchangeRate: 'Exchange rate',
  noConversion: 'No conversion',
  averages: 'Averages',
  averageAmount: 'Average amount',
  averageFees: 'Average fees',
  averageGross: 'Average gross',
  revenueBreakdown: 'Revenue Breakdown',
  additionalDetails: 'Additional Details',
  totalFromAmount: 'Total from amount',
  totalGrossAmount: 'Total gross amount',
  feePercentage: 'Fee percentage',
  amountPercentage: 'Amount percentage',
}

export type CalculatorMessages = typeof calculatorEn

export const calculatorMessages = defineCatalog('calculator', calculatorEn, {
  fr: () => import('./calculator.fr').then((module) => module.calculatorFr),
  ar: () => import('./calculator.ar').then((module) => module.calculatorAr),
})

import { defineCatalog } from '../catalog'

/**
 * The admin's wallets (/wallets-admin): the list, its filters, its summary cards and a wallet's details. SPEC §2 word for
 * word, and the list rules' English messages (src/domain/walletBalances.ts) for `text` and the filter panel.
 */
const walletsAdminEn = {
  title: 'Wallets',
  subtitle: 'Every client wallet: balances, pending funds and their owners',
  searchLabel: 'Search wallets',
  searchPlaceholder: 'Search by email, name, telegram or wallet ID',
  search: 'Search',
  // Filters (SPEC §2, §9)
  filtersLabel: 'Wallet filters',
  reset: 'Reset',
  minBalance: 'Min balance',
  maxBalance: 'Max balance',
  minPending: 'Min pending',
  maxPending: 'Max pending',
  sortOrder: 'Sort order',
  sortCreatedAt: 'Date created',
  sortUpdatedAt: 'Last updated',
  sortBalance: 'Balance',
  sortPendingBalance: 'Pending balance',
  sortEmail: 'Email',
  sortFirstName: 'First name',
  descending: 'Descending',
  ascending: 'Ascending',
  enterNumber: 'Enter a number',
  enterZeroOrMore: 'Enter an amount of 0 or more',
  twoDecimals: 'Use at most 2 decimal places',
  smallerAmount: 'Enter a smaller amount',
  maxBalanceBelowMin: 'Max balance must not be less than min balance',
  maxPendingBelowMin: 'Max pending must not be less than min pending',
  // Empty and failed lists
  noneFound: 'No wallets found',
  noneFoundHint: 'Try adjusting your search terms or filters',
  clearAll: 'Clear search and filters',
  noneYet: 'No wallets yet',
  noneYetHint: 'User wallets will appear here',
  loadFailed: 'Failed to load wallets',
  fetchFailed: 'Failed to fetch wallets',
  errorFallback: 'An error occurred while loading wallets',
  // The table
  caption: 'Wallets',
  user: 'User',
  email: 'Email',
  telegram: 'Telegram',
  balance: 'Balance',
  pending: 'Pending',
  combined: 'Combined',
  status: 'Status',
  updated: 'Updated',
  details: 'Details',
  detailsOf: 'Details of {email}',
  hasBalance: 'Has Balance',
  noBalance: 'No Balance',
  hasPending: 'Has Pending',
  noPending: 'No Pending',
  // The summary cards
  summary: 'Summary',
  totalWallets: 'Total Wallets',
  withBalance: { one: '{number} with a balance', other: '{number} with a balance' },
  totalBalance: 'Total Balance',
  average: 'Average {amount}',
  totalPending: 'Total Pending',
  withPending: { one: '{number} with pending funds', other: '{number} with pending funds' },
  combinedTotal: 'Combined Total',
  balancePlusPending: 'Balance + pending',
  currencyHeld: 'Every wallet holds {currency} and pays out in {currency}.',
  currencyConverted: 'A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): {conversion}.',
  converted: '{from} converted at {rate}',
  rateRange: '{rate} on average ({lowest} to {highest})',
  rateSource: { one: '{range}, {source}, over {number} payment', other: '{range}, {source}, over {number} payments' },
  // A wallet's details
  detailsTitle: 'Wallet Details',
  wallet: 'Wallet',
  walletId: 'Wallet ID',
  copyWalletId: 'Copy wallet ID',
  createdAt: 'Created at',
  lastUpdated: 'Last updated',
  name: 'Name',
  notProvided: 'Not provided',
  userId: 'User ID',
  balances: 'Balances',
  currency: 'Currency',
  currentBalance: 'Current balance',
  pendingBalance: 'Pending balance',
  combinedBalance: 'Combined balance',
}

export type WalletsAdminMessages = typeof walletsAdminEn
export type WalletsAdminKey = keyof WalletsAdminMessages

export const walletsAdminMessages = defineCatalog('walletsAdmin', walletsAdminEn, {
  fr: () => import('./walletsAdmin.fr').then((module) => module.walletsAdminFr),
  ar: () => import('./walletsAdmin.ar').then((module) => module.walletsAdminAr),
})

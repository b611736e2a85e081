import { defineCatalog } from '../catalog'

/**
 * The words every signed-in and public screen shares (the frame, tables, forms, dialogs, toasts): SPEC's strings word for
 * word and the product's own. French and Arabic are typed against these (a missing key fails `tsc`). Words a rule or a
 * constant keeps in English (the copy toasts, the API client's own fallbacks) are here word for word,
 * so `text` finds them in the reader's language (tests/i18n/commonWords.test.ts holds the two together).
 */
const commonEn = {
  language: 'Language',

  // The frame (SPEC §2): the menu (its labels are src/domain/menu.ts's: keys `menu…`), the drawer, the header's search, the skip link, the subscription banner.
  menuOverview: 'Overview',
  menuTransactions: 'Transactions',
  menuWallets: 'Wallets',
  menuCalculator: 'Calculator',
  menuSubscription: 'Subscription',
  menuIntegrationValidation: 'Integration Validation',
  menuValidatedIntegration: 'Validated Integration',
  menuTransferFunds: 'Transfer Funds',
  menuWallet: 'Wallet',
  menuPaymentLinks: 'Payment Links',
  menuIntegration: 'Integration',
  menuSettings: 'Settings',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logout: 'Logout',
  searchButton: 'Search…',
  skipToContent: 'Skip to main content',
  noSubscription: 'You don\'t have an active subscription. Please subscribe to a plan to access all features.',
  subscribeNow: 'Subscribe Now',
  profileFailedHint: 'There was an error loading the application',

  // Errors and not found.
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  tryAgain: 'Try Again',
  notFoundTitle: 'Page not found',
  notFoundHint: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go Home',
  // The API's own fallback words (a lost network or an unreadable body is each call's own fallback; these are the client's).
  malformedResponse: 'The server sent an unexpected response. Please try again.',
  sessionRefreshUnavailable: 'The session could not be refreshed. Please try again.',

  // Dialogs and copying (SPEC §8's copy toasts).
  cancel: 'Cancel',
  close: 'Close',
  copiedLabel: '{label}: copied',
  copyOk: 'Copied to clipboard!',
  copyFail: 'Failed to copy',
  copyLinkOk: 'Payment link copied to clipboard!',
  copyLinkFail: 'Failed to copy link',
  copyAddressOk: 'Address copied to clipboard!',
  copyAddressFail: 'Failed to copy address',
  copyAmountOk: 'Amount copied to clipboard!',
  copyAmountFail: 'Failed to copy amount',
  copyWalletIdOk: 'Wallet ID copied to clipboard!',
  copyWalletIdFail: 'Failed to copy wallet ID',
  copyTransactionIdOk: 'Transaction ID copied to clipboard!',
  copyTransactionIdFail: 'Failed to copy transaction ID',
  copyIntegrationIdOk: 'Integration ID copied to clipboard!',
  copyIntegrationIdFail: 'Failed to copy integration ID',
  copyApiKeyOk: 'API key copied to clipboard!',
  copyApiKeyFail: 'Failed to copy API key',
  copyApiBaseOk: 'API base URL copied to clipboard!',
  copyApiBaseFail: 'Failed to copy API base URL',
  copyReturnUrlOk: 'Return URL copied to clipboard!',
  copyReturnUrlFail: 'Failed to copy return URL',

  // Lists: the toolbar, the filter chips, the filter form, the pager, the counters.
  filters: 'Filters',
  filtersActive: '(active)',
  activeFilters: 'Active filters',
  filterChip: '{label}: ',
  removeFilter: 'Remove filter {label}: {value}',
  clearAll: 'Clear all',
  applyFilters: 'Apply Filters',
  clearFilters: 'Clear Filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  pagination: 'Pagination',
  pageOf: 'Page {page} of {total}',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  // A phone's sort select (the header row's sort buttons on a wide screen).
  sortBy: 'Sort by',
  sortDefault: 'Default order',
  sortAscending: '{column}, ascending',
  sortDescending: '{column}, descending',
  // SPEC words the noun in the plural whatever the count ("of 1 transactions"); the other languages agree with the count.
  rangeTransactions: { one: 'Showing {first}–{last} of {total} transactions', other: 'Showing {first}–{last} of {total} transactions' },
  rangeSubscriptions: { one: 'Showing {first}–{last} of {total} subscriptions', other: 'Showing {first}–{last} of {total} subscriptions' },
  countTransactions: { one: '{total} transaction', other: '{total} transactions' },
  countSubscriptions: { one: '{total} subscription', other: '{total} subscriptions' },
  staleData: 'Couldn\'t refresh — showing data from {time}',
  retry: 'Retry',
  retrying: 'Retrying…',
  filtersReset: 'This link had filters that could not be used; they were reset.',
  dismiss: 'Dismiss',
  dismissNotification: 'Dismiss notification',

  // The command palette (issue 21 §5).
  paletteTitle: 'Go to or find',
  paletteSearch: 'Search {finds}',
  palettePlaceholder: 'Search {finds}…',
  paletteSearching: 'Searching…',
  paletteNoResults: 'No results for “{query}”',
  paletteResults: { one: '{count} result', other: '{count} results' },
  paletteResultsList: 'Results',
  paletteListSeparator: ', ',
  paletteScreens: 'Screens',
  paletteTransactions: 'Transactions',
  palettePaymentLinks: 'Payment links',
  paletteWallets: 'Wallets',
  paletteIntegrations: 'Integrations',
}

export type CommonMessages = typeof commonEn
export type CommonKey = keyof CommonMessages

export const commonMessages = defineCatalog('common', commonEn, {
  fr: () => import('./common.fr').then((module) => module.commonFr),
  ar: () => import('./common.ar').then((module) => module.commonAr),
})

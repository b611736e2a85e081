import { defineCatalog } from '../catalog'

/**
 * The payment links' words (SPEC §2, §4, §5, §8: the list, its filters, the create and details dialogs), the SPEC's
 * strings word for word. The rules' own messages (the form's, the filters', the return address's, the list call's) are
 * here exactly as their modules write them (tests/i18n/linksCatalogs.test.ts checks it), so `text` shows them in the
 * reader's language.
 */
const paymentLinksEn = {
  title: 'Payment Links',
  subtitle: 'Links your customers pay by card or in USDC.',
  create: 'Create Payment Link',
  searchLabel: 'Search payment links',
  searchPlaceholder: 'Search by name or URL',
  filtersLabel: 'Payment link filters',
  status: 'Status',
  currency: 'Currency',
  minAmount: 'Min Amount',
  maxAmount: 'Max Amount',
  all: 'All',
  pending: 'Pending',
  completed: 'Completed',
  count: { one: '{count} payment link', other: '{count} payment links' },
  countOfTotal: { one: '{shown} of {count} payment link', other: '{shown} of {count} payment links' },
  noneFound: 'No payment links found',
  noneFoundHint: 'No payment link matches this search and these filters.',
  clearSearchAndFilters: 'Clear search and filters',
  noneYet: 'No payment links yet',
  noneYetHint: 'Create a link, share it, and get paid by card or crypto.',
  loadFailed: 'Failed to fetch payment links',
  // The table.
  caption: 'Payment links',
  paymentLink: 'Payment Link',
  name: 'Name',
  amount: 'Amount',
  paymentMethod: 'Payment Method',
  updatedAt: 'Updated At',
  actions: 'Actions',
  copyHint: '(copy)',
  details: 'Details',
  detailsOf: 'Details: {name}',
  copyLinkOf: 'Copy link: {name}',
  openCheckout: 'Open checkout',
  openCheckoutOf: 'Open checkout: {name} (new tab)',
  card: 'Card',
  crypto: 'Crypto',
  active: 'Active',
  expired: 'Expired',
  // The details dialog.
  detailsTitle: 'Payment Link Details',
  loadingDetails: 'Loading the payment link',
  linkNotFound: 'This payment link could not be found.',
  link: 'Link',
  copyLink: 'Copy link',
  expiredLabel: 'Expired',
  yes: 'Yes',
  no: 'No',
  created: 'Created',
  expires: 'Expires',
  description: 'Description',
  noDescription: 'No description provided',
  returnAddress: 'Return address',
  noReturnAddress: 'None: customers stay on the checkout once they have paid',
  qrOf: 'QR code of {name}',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  // The create dialog.
  cancel: 'Cancel',
  creating: 'Creating...',
  amountRange: '{min} to {max}',
  returnAddressHelper: 'Optional. Once they have paid, customers are offered a way back to this page of your shop.',
  paymentMethods: 'Payment methods',
  cryptoMethod: 'Crypto (USDC on Polygon)',
  // The rules' messages (src/domain), shown through `text`.
  amountRequired: 'Amount is required',
  amountNotNumber: 'Please enter a valid number',
  amountDecimals: 'Amount can have at most 2 decimals',
  amountMin: 'Minimum amount is {min}',
  amountMax: 'Maximum amount is {max}',
  nameRequired: 'Please fill in all required fields',
  methodRequired: 'Please select at least one payment method',
  createFailed: 'Failed to create payment link',
  createdToast: 'Payment link created successfully!',
  returnUrlInvalid: 'Enter a full https:// address, e.g. https://shop.example.com/thanks',
  returnUrlTooLong: 'The address can be at most 2048 characters',
  filterAmount: 'Enter an amount of 0 or more, with at most 2 decimals',
  filterRange: 'Max Amount must not be below Min Amount',
}

export type PaymentLinksMessages = typeof paymentLinksEn

export const paymentLinksMessages = defineCatalog('paymentLinks', paymentLinksEn, {
  fr: () => import('./paymentLinks.fr').then((module) => module.paymentLinksFr),
  ar: () => import('./paymentLinks.ar').then((module) => module.paymentLinksAr),
})

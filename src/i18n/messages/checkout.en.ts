import type { Message } from '../format'
import type { paymentEn } from './payment.en'

/**
 * The checkout's messages in English: the SPEC's strings word for word (tests/i18n/catalogs.test.ts pins them), and
 * the product's own. The machines and rules hold these same English words (SPEC §3, §4, §5, §8); the screens show
 * them through the reader's catalog (`Translator.text`). fr and ar are typed against this one and payment.en.ts: a key
 * missing there fails `tsc`. These are the first screen's words, in the page's first load; the payment screens' come with
 * their code (payment.en.ts).
 */
export const checkoutEn = {
  // Page shells and the pages' own states (SPEC §2)
  loadingLink: 'Loading Payment Link',
  checkingPayment: 'Checking your payment',
  invalidLinkTitle: 'Invalid Payment Link',
  invalidLinkHint: 'The payment link ID is missing or invalid.',
  linkIdRequired: 'Payment link ID is required',
  linkNotFoundTitle: 'Payment Link Not Found',
  linkNotFoundHint: 'The payment link could not be found or has expired.',
  paymentError: 'Payment Error',
  interfaceUnavailable: 'Unable to load payment interface. Please try again.',
  paymentFailed: 'Payment Failed',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundHint: 'The page you are looking for does not exist or has moved.',
  secureCheckout: '{product} · Secure checkout',
  language: 'Language',
  // Failures of the checkout (SPEC §3, §4, §8); the server's own message is shown first when it gives one
  createFailed: 'Failed to create payment link transaction',
  creationFailed: 'Transaction creation failed',
  noWalletData: 'Transaction created but no wallet payment data available',
  noPaymentUrl: 'Transaction created but no payment URL available',
  sessionExpired: 'Transaction session expired. Please start a new payment.',
  loadFailed: 'Unable to load the payment link.',
  statusCheckFailed: 'Failed to check the payment status',
  // Billing form (SPEC §2 step 4, §5)
  amountOf: 'Amount {amount}',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  paymentMethod: 'Payment method',
  methodCard: 'Credit Card',
  methodCardHint: 'Visa, Mastercard, and other major cards',
  methodCrypto: 'Cryptocurrency',
  methodCryptoHint: 'USDC on Polygon network only',
  continueWithCard: 'Continue to Credit Card Payment',
  continueWithCrypto: 'Continue to Cryptocurrency Payment',
  continueToPayment: 'Continue to Payment',
  processing: 'Processing...',
  // Creating the payment (SPEC §2 step 5)
  settingUp: "Setting up your payment. Please don't leave this page.",
  setupProgress: 'Payment setup progress',
  leaveWarning: "Please don't leave this page during payment processing!",
  resumeUnavailable: 'This browser could not save your payment. Keep this page open until the payment is confirmed.',
  // Toasts (SPEC §4: a watched payment's outcome)
  completedToast: 'Payment completed successfully!',
  failedToast: 'Payment failed. Please try again.',
  closeNotice: 'Close',
} as const satisfies Record<string, Message>

/** Every English message of the checkout: its first screen's (above) and its payment screens' (payment.en.ts). */
type English = typeof checkoutEn & typeof paymentEn
export type CheckoutKey = keyof English
/** Another language's checkout messages: every key of English, a text (or plural texts) each. */
export type CheckoutMessages = { readonly [K in CheckoutKey]: English[K] extends string ? string : Exclude<Message, string> }

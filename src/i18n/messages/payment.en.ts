import type { Message } from '../format'

/**
 * The checkout's English words for its payment screens (card, crypto, a payment's status and receipt, the card provider's
 * return pages): SPEC's strings word for word, loaded with those screens' code, not with the page (src/i18n/englishPayment.ts).
 */
export const paymentEn = {
  // Card payment screen
  cardTitle: 'Credit Card Payment',
  amount: 'Amount',
  sslNote: '256-bit SSL encryption',
  retry: 'Retry',
  cardProviderNote: "You will enter your card details on our payment provider's secure page and come back here afterwards.",
  // Crypto payment screen
  cryptoTitle: 'Polygon USDC Payment',
  amountToSend: 'Amount to send',
  copyAmount: 'Copy amount',
  copyAmountOf: 'Copy amount {amount}',
  conversion: 'For {amount}, converted at {rate} (USDC is a dollar token).',
  openInWallet: 'Open in wallet',
  qrLabel: 'QR code of the payment request for your wallet app',
  qrAlt: 'QR code of the payment request',
  qrUnavailable: 'QR code unavailable: use the address below.',
  walletAddress: 'Wallet address (Polygon)',
  copyAddress: 'Copy address',
  howToPay: 'How to pay',
  stepSend: 'Send exactly {amount} on the Polygon network. Other networks or tokens will be lost.',
  stepAddress: 'Use the address above, or scan the QR code with your wallet app.',
  stepWait: 'Wait 1-2 minutes: this page confirms the payment by itself.',
  addressCopied: 'Address copied to clipboard!',
  addressCopyFailed: 'Failed to copy address',
  amountCopied: 'Amount copied to clipboard!',
  amountCopyFailed: 'Failed to copy amount',
  // A payment's status (SPEC §2, §4)
  waitingTitle: 'Waiting for Payment',
  waitingHint: 'If you have paid the exact amount, your payment will be automatically confirmed',
  cardWaitingTitle: 'Payment Processing',
  cardWaitingHint: 'We are waiting for the payment provider to confirm your payment. This page updates by itself.',
  completedTitle: 'Payment Completed!',
  failedHint: 'Please try again or contact support',
  cancelledTitle: 'Payment Cancelled',
  cancelledHint: 'The payment was cancelled and nothing was charged.',
  transactionIdLine: 'Transaction ID: {id}',
  // An ended payment: the receipt, or the way on
  receipt: 'Receipt',
  receiptTitle: '{product} payment receipt',
  paidFor: 'Paid for',
  sent: 'Sent',
  exchangeRate: 'Exchange rate',
  date: 'Date',
  transactionId: 'Transaction ID',
  cryptoOnPolygon: 'Cryptocurrency (USDC on Polygon)',
  printReceipt: 'Print receipt',
  downloadReceipt: 'Download receipt',
  supportId: 'If you contact support, give them the transaction ID: {id}',
  startNew: 'Start a new payment',
  backToShop: 'Back to {shop}',
  orderConfirmed: 'You can now return to the shop; your order is confirmed there.',
  // The card provider's return pages
  paymentNotFoundTitle: 'Payment Not Found',
  paymentNotFoundHint: 'We could not find this payment. Please check the link you followed or contact support.',
  statusUnavailable: 'Unable to check the payment status. Please try again.',
} as const satisfies Record<string, Message>

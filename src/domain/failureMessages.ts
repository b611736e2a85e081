/**
 * The "Failed to …" messages that more than one module shows, named once (SPEC §8's words): the API module
 * that throws one and the machine or screen that shows it read the same constant. A message only one module
 * shows stays beside it (the wallets' two: src/domain/walletBalances.ts; the checkout's: checkoutPayment.ts).
 */
export const KYC_INIT_FAILED = 'Failed to initialize verification.'
export const PROMO_REQUEST_FAILED = 'Failed to validate promo code. Please try again.'
export const SUBSCRIPTION_CREATE_FAILED = 'Failed to create subscription'
export const CANCEL_TRANSFER_FAILED = 'Failed to cancel transfer'
export const UPDATE_TRANSFER_STATUS_FAILED = 'Failed to update transfer status'
export const TRANSFER_FUNDS_FAILED = 'Failed to transfer funds'
export const PAYMENT_STATUS_CHECK_FAILED = 'Failed to check the payment status'
export const PAYMENT_LINK_LOAD_FAILED = 'Failed to load the payment link'

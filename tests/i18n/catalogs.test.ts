// @vitest-environment node
import { describe, expect, it } from 'vitest'
import '../../src/i18n/englishPayment'
import { placeholders, type Message } from '../../src/i18n/format'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { checkoutEn } from '../../src/i18n/messages/checkout.en'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { paymentEn } from '../../src/i18n/messages/payment.en'
import { createTranslator, english } from '../../src/i18n/translator'
import { CHECKOUT_MESSAGES } from '../../src/domain/checkoutPayment'
import { CUSTOMER_FORM_RULES, NAME_MIN_LENGTH } from '../../src/domain/customerForm'
import { PAYMENT_STATUS_CHECK_FAILED } from '../../src/domain/failureMessages'
import { PAYMENT_COMPLETED_TOAST, PAYMENT_FAILED_TOAST } from '../../src/machines/checkout/cryptoStatusMachine'
import { RESUME_UNAVAILABLE_NOTICE } from '../../src/machines/checkout/wiring'
import { LEAVE_WARNING_TOAST } from '../../src/components/checkout/useLeaveGuard'
import { COPY_MESSAGES } from '../../src/components/common/clipboard'

const en: Record<string, Message> = { ...checkoutEn, ...paymentEn }
const OTHERS = { fr: checkoutFr as Record<string, Message>, ar: checkoutAr as Record<string, Message> }
const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message))

describe('the checkout catalogs (issue 23 §1)', () => {
  it.each(Object.entries(OTHERS))('%s has exactly the English keys', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(Object.entries(OTHERS))('%s names the same placeholders as English in every message', (_, messages) => {
    for (const [key, message] of Object.entries(en)) {
      const expected = placeholders(texts(message)[0]!).sort()
      for (const text of texts(messages[key]!)) expect({ key, placeholders: placeholders(text).sort() }).toEqual({ key, placeholders: expected })
    }
  })

  it.each(Object.entries(OTHERS))('%s translates every message (none left in English)', (locale, messages) => {
    // A word French writes as English does.
    const same = locale === 'fr' ? ['date'] : []
    const untranslated = Object.keys(en).filter((key) => !same.includes(key) && JSON.stringify(messages[key]) === JSON.stringify(en[key]))
    expect(untranslated).toEqual([])
  })

  it('holds the SPEC\'s strings word for word (SPEC §2, §4, §5, §8)', () => {
    expect(en).toMatchObject({
      loadingLink: 'Loading Payment Link',
      invalidLinkTitle: 'Invalid Payment Link',
      invalidLinkHint: 'The payment link ID is missing or invalid.',
      linkIdRequired: 'Payment link ID is required',
      linkNotFoundTitle: 'Payment Link Not Found',
      linkNotFoundHint: 'The payment link could not be found or has expired.',
      goHome: 'Go Home',
      paymentFailed: 'Payment Failed',
      tryAgain: 'Try Again',
      methodCard: 'Credit Card',
      methodCardHint: 'Visa, Mastercard, and other major cards',
      methodCrypto: 'Cryptocurrency',
      methodCryptoHint: 'USDC on Polygon network only',
      continueWithCard: 'Continue to Credit Card Payment',
      continueWithCrypto: 'Continue to Cryptocurrency Payment',
      processing: 'Processing...',
      cryptoTitle: 'Polygon USDC Payment',
      waitingTitle: 'Waiting for Payment',
      waitingHint: 'If you have paid the exact amount, your payment will be automatically confirmed',
      completedTitle: 'Payment Completed!',
      transactionIdLine: 'Transaction ID: {id}',
      failedHint: 'Please try again or contact support',
      cardTitle: 'Credit Card Payment',
      sslNote: '256-bit SSL encryption',
      continueToPayment: 'Continue to Payment',
      retry: 'Retry',
      paymentError: 'Payment Error',
      interfaceUnavailable: 'Unable to load payment interface. Please try again.',
      leaveWarning: "Please don't leave this page during payment processing!",
      emailInvalid: 'Invalid email address',
      phoneInvalid: 'Invalid phone number format',
      addressCopied: 'Address copied to clipboard!',
      addressCopyFailed: 'Failed to copy address',
      createFailed: 'Failed to create payment link transaction',
      sessionExpired: 'Transaction session expired. Please start a new payment.',
      noWalletData: 'Transaction created but no wallet payment data available',
      noPaymentUrl: 'Transaction created but no payment URL available',
      creationFailed: 'Transaction creation failed',
      completedToast: 'Payment completed successfully!',
      failedToast: 'Payment failed. Please try again.',
    })
  })

  it('the names\' minimum length in the words is the rule\'s (Arabic says "two letters" in the dual: حرفين)', () => {
    expect(NAME_MIN_LENGTH).toBe(2)
    for (const messages of [en, OTHERS.fr]) {
      expect(messages.firstNameTooShort).toContain(String(NAME_MIN_LENGTH))
      expect(messages.lastNameTooShort).toContain(String(NAME_MIN_LENGTH))
    }
    expect([OTHERS.ar.firstNameTooShort, OTHERS.ar.lastNameTooShort]).toEqual([expect.stringContaining('حرفين'), expect.stringContaining('حرفين')])
  })
})

describe('the product\'s messages are shown in the reader\'s language, the server\'s as sent (issue 23 §5)', () => {
  const french = createTranslator('fr', checkoutFr)
  const arabic = createTranslator('ar', checkoutAr)
  // Every message the checkout's flows and rules hold (in the SPEC's English), as they hand it to a screen or a toast.
  const productMessages = [
    ...Object.values(CHECKOUT_MESSAGES),
    PAYMENT_COMPLETED_TOAST,
    PAYMENT_FAILED_TOAST,
    RESUME_UNAVAILABLE_NOTICE,
    LEAVE_WARNING_TOAST,
    PAYMENT_STATUS_CHECK_FAILED,
    COPY_MESSAGES.address.ok,
    COPY_MESSAGES.address.fail,
    COPY_MESSAGES.amount.ok,
    COPY_MESSAGES.amount.fail,
    ...Object.values(CUSTOMER_FORM_RULES).flatMap((rule) => [rule(''), rule('a'), rule('a@')]),
  ].filter((message): message is string => message !== undefined)

  it('each of the flows\' and rules\' messages is a catalog message, so it is translated', () => {
    expect(productMessages.length).toBeGreaterThan(20)
    for (const message of productMessages) {
      expect(english.text(message)).toBe(message)
      expect({ message, fr: french.text(message) === message, ar: arabic.text(message) === message }).toEqual({ message, fr: false, ar: false })
    }
    expect(french.text(CHECKOUT_MESSAGES.sessionExpired)).toBe(checkoutFr.sessionExpired)
    expect(arabic.text(CUSTOMER_FORM_RULES.phone('abc')!)).toBe(checkoutAr.phoneInvalid)
  })

  it('a server\'s own message is shown as it came', () => {
    expect(french.text('Payment link has expired')).toBe('Payment link has expired')
    expect(arabic.text('Le lien a expiré')).toBe('Le lien a expiré')
  })

  it('fills placeholders in the reader\'s language and formats with its Intl locale', () => {
    expect(french.t('backToShop', { shop: 'shop.example.com' })).toBe('Retour à shop.example.com')
    expect(arabic.t('secureCheckout', { product: 'Paygrid' })).toBe('Paygrid · دفع آمن')
    expect([english.intl, french.intl, arabic.intl]).toEqual(['en-US', 'fr-FR', 'ar-u-nu-latn'])
    expect([english.dir, french.dir, arabic.dir]).toEqual(['ltr', 'ltr', 'rtl'])
  })
})

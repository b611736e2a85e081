import type { LegalPage } from '../domain/legalPages'

/** The coverage page's copy. */
export const COVERAGE = [
  'Cards: Visa, Mastercard and other major cards, charged in USD or EUR through our card provider.',
  'Crypto: USDC on the Polygon network only. Payments are usually confirmed within 1 to 2 minutes.',
  'Payment links and website integrations work for customers wherever these methods are available to them.',
] as const

/** The legal and support pages' copy. */
export const LEGAL_COPY: Record<LegalPage, readonly string[]> = {
  gdpr: ['We process personal data under the GDPR: only what a payment needs, for as long as the law requires.', 'To access, correct or erase your data, contact support.'],
  terms: ['These terms govern the use of the payment gateway by merchants and their customers.', 'A fee applies to every transaction; the subscription plans list what each plan includes.'],
  privacy: ['We collect the data needed to process payments, verify identities (KYC) and prevent fraud.', 'We never sell personal data.'],
  cookies: ['We use the cookies needed to keep you signed in and to protect forms against cross-site requests.', 'No advertising cookies are used.'],
  support: ['Merchants can reach support from their dashboard or by e-mail.', 'Customers with a question about a payment should contact the merchant first.'],
  docs: ['Integrate your website to take payments at your own checkout once our team has reviewed it.', 'Payment links need no code: create one, share it, get paid by card or USDC on Polygon.'],
}

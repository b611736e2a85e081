import { defineCatalog } from '../catalog'

/**
 * The copy of the landing area's coverage, legal and support pages (src/content/landingPages.ts says which page shows
 * which): a catalog of its own, loaded with those pages, so the home page's first load carries only its own words
 * (landing.en.ts, which also names these pages).
 */
const legalEn = {
  coverageCards: 'Cards: Visa, Mastercard and other major cards, charged in USD or EUR through our card provider.',
  coverageCrypto: 'Crypto: USDC on the Polygon network only. Payments are usually confirmed within 1 to 2 minutes.',
  coverageWhere: 'Payment links and website integrations work for customers wherever these methods are available to them.',
  gdprData: 'We process personal data under the GDPR: only what a payment needs, for as long as the law requires.',
  gdprRights: 'To access, correct or erase your data, contact support.',
  termsScope: 'These terms govern the use of the payment gateway by merchants and their customers.',
  termsFees: 'A fee applies to every transaction; the subscription plans list what each plan includes.',
  privacyCollected: 'We collect the data needed to process payments, verify identities (KYC) and prevent fraud.',
  privacyNeverSold: 'We never sell personal data.',
  cookiesNeeded: 'We use the cookies needed to keep you signed in and to protect forms against cross-site requests.',
  cookiesNoAds: 'No advertising cookies are used.',
  supportMerchants: 'Merchants can reach support from their dashboard or by e-mail.',
  supportCustomers: 'Customers with a question about a payment should contact the merchant first.',
  docsIntegrations: 'Integrate your website to take payments at your own checkout once our team has reviewed it.',
  docsLinks: 'Payment links need no code: create one, share it, get paid by card or USDC on Polygon.',
}

export type LegalMessages = typeof legalEn
export type LegalKey = keyof LegalMessages

export const legalMessages = defineCatalog('legal', legalEn, {
  fr: () => import('./legal.fr').then((module) => module.legalFr),
  ar: () => import('./legal.ar').then((module) => module.legalAr),
})

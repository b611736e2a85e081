import { defineCatalog } from '../catalog'

/**
 * The landing area's words: the header and footer, the home page, the coverage page and the legal and support pages'
 * titles (src/domain/legalPages.ts names them in English) and copy. src/content/landingPages.ts says which page shows which.
 */
const landingEn = {
  logIn: 'Log in',
  getStarted: 'Get started',
  footer: 'Footer',
  // The home page
  badge: 'Cards and USDC on Polygon',
  headline: 'Get paid by card or stablecoin, with one link.',
  pitch: '{product} gives merchants payment links, website integrations and a wallet, with a clear fee on every transaction.',
  createAccount: 'Create an account',
  features: 'Features',
  paymentLinksTitle: 'Payment links',
  paymentLinksText: 'Share a link, get paid by card or in USDC on Polygon. Links expire by themselves after a month.',
  integrationsTitle: 'Website integrations',
  integrationsText: 'Connect your site once our team has reviewed it, and take payments at your own checkout.',
  walletTitle: 'Wallet and transfers',
  walletText: 'See every transaction, its fee and your balance in one place, and move funds when you need them.',
  // The pages' titles
  coverage: 'Coverage',
  gdpr: 'GDPR',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  support: 'Support',
  docs: 'Documentation',
  // The pages' copy
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

export type LandingMessages = typeof landingEn
export type LandingKey = keyof LandingMessages

export const landingMessages = defineCatalog('landing', landingEn, {
  fr: () => import('./landing.fr').then((module) => module.landingFr),
  ar: () => import('./landing.ar').then((module) => module.landingAr),
})

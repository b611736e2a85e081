import { defineCatalog } from '../catalog'

/**
 * The landing area's words: the header and footer, the home page, and the coverage, legal and support pages' titles
 * (src/domain/legalPages.ts names them in English; the footer lists them). Those pages' copy is a catalog of its own
 * (legal.en.ts), loaded with them, so the home page's first load carries only these.
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
}

export type LandingMessages = typeof landingEn
export type LandingKey = keyof LandingMessages

export const landingMessages = defineCatalog('landing', landingEn, {
  fr: () => import('./landing.fr').then((module) => module.landingFr),
  ar: () => import('./landing.ar').then((module) => module.landingAr),
})

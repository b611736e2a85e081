import type { LegalPage } from '../domain/legalPages'
import type { LandingKey } from '../i18n/messages/landing.en'

/** A content page of the landing area: its title and paragraphs, as messages of the landing catalog (landing.*.ts). */
export interface InfoPageContent {
  title: LandingKey
  paragraphs: readonly LandingKey[]
}

/** The coverage page. */
export const COVERAGE: InfoPageContent = { title: 'coverage', paragraphs: ['coverageCards', 'coverageCrypto', 'coverageWhere'] }

/** The legal and support pages (each titled as the footer names it). */
export const LEGAL_COPY: Record<LegalPage, InfoPageContent> = {
  gdpr: { title: 'gdpr', paragraphs: ['gdprData', 'gdprRights'] },
  terms: { title: 'terms', paragraphs: ['termsScope', 'termsFees'] },
  privacy: { title: 'privacy', paragraphs: ['privacyCollected', 'privacyNeverSold'] },
  cookies: { title: 'cookies', paragraphs: ['cookiesNeeded', 'cookiesNoAds'] },
  support: { title: 'support', paragraphs: ['supportMerchants', 'supportCustomers'] },
  docs: { title: 'docs', paragraphs: ['docsIntegrations', 'docsLinks'] },
}

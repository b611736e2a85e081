import type { LegalPage } from '../domain/legalPages'
import type { LandingKey } from '../i18n/messages/landing.en'
import type { LegalKey } from '../i18n/messages/legal.en'

/** A content page of the landing area: its title (landing.*.ts, as the footer names it) and paragraphs (legal.*.ts). */
export interface InfoPageContent {
  title: LandingKey
  paragraphs: readonly LegalKey[]
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

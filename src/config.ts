import { productNameOf } from './productName'

/** Runtime configuration, read once from Vite's env (see docs/configuration.md). */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

const env = import.meta.env

export const config = {
  productName: productNameOf(env.VITE_PRODUCT_NAME),
  apiBaseUrl: env.VITE_API_BASE_URL || '/sandbox',
  geoUrl: env.VITE_GEO_URL || '/sandbox/geo',
  integrationReviewerEmails: list(env.VITE_INTEGRATION_REVIEWER_EMAILS),
  paymentLinksExcludedEmails: list(env.VITE_PAYMENT_LINKS_EXCLUDED_EMAILS),
  kycVoiceGuidance: env.VITE_KYC_VOICE_GUIDANCE === 'true',
  // VITE_KYC_PROVIDER (sandbox | vove) is read where the adapter is loaded (src/kyc/provider.ts), as a
  // literal of the build: the bundler then leaves the adapter that is not chosen out of the bundle.
} as const

export type AppConfig = typeof config

/** Runtime configuration, read once from Vite's env (see README "Configuration"). */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

const env = import.meta.env

/** The identity-verification provider: the sandbox's provider page, or the real provider's popup SDK. */
export type KycProviderName = 'sandbox' | 'vove'
const kycProvider = (value: string | undefined): KycProviderName => (value === 'vove' ? 'vove' : 'sandbox')

export const config = {
  productName: env.VITE_PRODUCT_NAME || 'Paygrid',
  apiBaseUrl: env.VITE_API_BASE_URL || '/sandbox',
  geoUrl: env.VITE_GEO_URL || '/sandbox/geo',
  integrationReviewerEmails: list(env.VITE_INTEGRATION_REVIEWER_EMAILS),
  paymentLinksExcludedEmails: list(env.VITE_PAYMENT_LINKS_EXCLUDED_EMAILS),
  kycProvider: kycProvider(env.VITE_KYC_PROVIDER),
  kycVoiceGuidance: env.VITE_KYC_VOICE_GUIDANCE === 'true',
} as const

export type AppConfig = typeof config

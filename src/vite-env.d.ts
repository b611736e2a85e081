/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string
  readonly VITE_API_BASE_URL?: string
  readonly VITE_GEO_URL?: string
  readonly VITE_INTEGRATION_REVIEWER_EMAILS?: string
  readonly VITE_PAYMENT_LINKS_EXCLUDED_EMAILS?: string
  readonly VITE_KYC_PROVIDER?: 'sandbox' | 'vove'
  readonly VITE_KYC_VOICE_GUIDANCE?: string
  readonly VITE_VOVE_SDK_URL?: string
  readonly VITE_VOVE_SDK_INTEGRITY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

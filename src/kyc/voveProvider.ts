import { importVerifiedModule } from './verifiedModule'
import { toKycStatus, type KycProvider, type KycStatus } from './kycStatus'

/**
 * The provider's web SDK, an ES module fetched at run time only when the KYC page starts a verification
 * (it is not published to the npm registry): VITE_VOVE_SDK_URL, a pinned, self-contained build, runs only
 * when it matches VITE_VOVE_SDK_INTEGRITY (docs/security-headers.md). The build refuses a vove
 * configuration without them (security/headers.ts); this refuses again at run time.
 */
const SDK_URL = import.meta.env.VITE_VOVE_SDK_URL ?? ''
const SDK_INTEGRITY = import.meta.env.VITE_VOVE_SDK_INTEGRITY ?? ''

interface VoveSdk {
  processIDMatching(options: {
    sessionToken: string
    environment: string
    language?: string
    enableVocalGuidance?: boolean
    onVerificationComplete?: (status: string) => void
  }): unknown
}

/** The real provider: its popup SDK in production mode, in English, with optional voice guidance. */
export function createVoveProvider({ voiceGuidance, loadSdk = () => importVerifiedModule<VoveSdk | { default: VoveSdk }>(SDK_URL, SDK_INTEGRITY) }: {
  voiceGuidance: boolean
  loadSdk?: () => Promise<VoveSdk | { default: VoveSdk }>
}): KycProvider {
  return {
    async verify(token, signal) {
      const loaded = await loadSdk()
      const sdk = 'processIDMatching' in loaded ? loaded : loaded.default
      if (typeof sdk?.processIDMatching !== 'function') throw new Error('The verification SDK did not load')
      return new Promise<KycStatus>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        sdk.processIDMatching({
          sessionToken: token,
          environment: 'production',
          language: 'en',
          enableVocalGuidance: voiceGuidance,
          onVerificationComplete: (reported) => resolve(toKycStatus(reported) ?? 'failure'),
        })
      })
    },
  }
}

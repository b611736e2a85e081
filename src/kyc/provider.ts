import type { KycProvider } from './kycStatus'

/**
 * Loads the configured provider's adapter (VITE_KYC_PROVIDER: sandbox or vove) on demand: only the
 * KYC page needs it. The variable is compared as a literal of the build, so the other adapter is not built.
 */
export async function loadKycProvider(options: { apiBase: string; voiceGuidance: boolean }): Promise<KycProvider> {
  if (import.meta.env.VITE_KYC_PROVIDER === 'vove') return (await import('./voveProvider')).createVoveProvider({ voiceGuidance: options.voiceGuidance })
  return (await import('./sandboxProvider')).createSandboxProvider({ apiBase: options.apiBase })
}

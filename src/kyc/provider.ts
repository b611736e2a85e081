import type { components } from '../api/schema'

export type KycStatus = components['schemas']['KycStatus']

/** One interface for every identity-verification provider: open its popup with the session token, resolve with the reported status. */
export interface KycProvider {
  /** Rejects when the popup cannot be opened or the SDK cannot load; aborting closes what it opened. */
  verify(token: string, signal: AbortSignal): Promise<KycStatus>
}

const STATUSES: readonly string[] = ['success', 'pending', 'canceled', 'failure'] satisfies KycStatus[]

/** The provider's report, tolerating "failed" and "cancelled" spellings; null when it is not one. */
export function toKycStatus(value: unknown): KycStatus | null {
  if (typeof value !== 'string') return null
  const status = value.toLowerCase()
  if (status === 'failed') return 'failure'
  if (status === 'cancelled') return 'canceled'
  return STATUSES.includes(status) ? (status as KycStatus) : null
}

/**
 * Loads the configured provider's adapter (VITE_KYC_PROVIDER: sandbox or vove) on demand: only the
 * KYC page needs it. The variable is compared as a literal of the build, so the other adapter is not built.
 */
export async function loadKycProvider(options: { apiBase: string; voiceGuidance: boolean }): Promise<KycProvider> {
  if (import.meta.env.VITE_KYC_PROVIDER === 'vove') return (await import('./voveProvider')).createVoveProvider({ voiceGuidance: options.voiceGuidance })
  return (await import('./sandboxProvider')).createSandboxProvider({ apiBase: options.apiBase })
}

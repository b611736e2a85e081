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

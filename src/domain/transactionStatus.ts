import type { components } from '../api/schema'

export type TransactionStatus = components['schemas']['TransactionStatus']

/** The contract's statuses with the tolerated CANCELLED spelling folded into CANCELED. */
export type CanonicalTransactionStatus = Exclude<TransactionStatus, 'CANCELLED'>

const CANONICAL: readonly string[] = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED'] satisfies CanonicalTransactionStatus[]

/** SPEC §3: compared case-insensitively, CANCELLED read as CANCELED; null for anything else. */
export function canonicalTransactionStatus(status: unknown): CanonicalTransactionStatus | null {
  const upper = String(status ?? '').trim().toUpperCase()
  const key = upper === 'CANCELLED' ? 'CANCELED' : upper
  return CANONICAL.includes(key) ? (key as CanonicalTransactionStatus) : null
}

const DONE = new Set(['completed', 'active', 'success'])
const FAILED = new Set(['failed', 'cancelled', 'canceled'])

/** How a payment stands for its customer: still waiting, or ended one way or the other. */
export type PaymentStatusKind = 'waiting' | 'completed' | 'failed'

/** SPEC §4's status values, compared case-insensitively: pending, created, processing and anything unknown keep waiting. */
export function classifyPaymentStatus(status: unknown): PaymentStatusKind {
  const s = String(status ?? '').trim().toLowerCase()
  if (DONE.has(s)) return 'completed'
  if (FAILED.has(s)) return 'failed'
  return 'waiting'
}

/** SPEC §4 display colours: completed green, pending yellow, failed and cancelled red, any other gray. */
export function statusColorPalette(status: unknown): 'green' | 'yellow' | 'red' | 'gray' {
  switch (canonicalTransactionStatus(status)) {
    case 'COMPLETED':
      return 'green'
    case 'PENDING':
      return 'yellow'
    case 'FAILED':
    case 'CANCELED':
      return 'red'
    default:
      return 'gray'
  }
}

/** A failed or cancelled payment may be tried again (from its payment link). */
export function isRetryableTransactionStatus(status: unknown): boolean {
  const canonical = canonicalTransactionStatus(status)
  return canonical === 'FAILED' || canonical === 'CANCELED'
}

/** The word a badge shows for a status (SPEC §4: CANCELLED reads as Cancelled; never colour alone). */
export function transactionStatusLabel(status: unknown): string {
  const canonical = canonicalTransactionStatus(status)
  if (canonical === null) return String(status ?? '').trim() || 'Unknown'
  return canonical === 'CANCELED' ? 'Cancelled' : canonical.charAt(0) + canonical.slice(1).toLowerCase()
}

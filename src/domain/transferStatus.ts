import { z } from 'zod'
import type { components } from '../api/schema'

export type TransferStatus = components['schemas']['TransferStatus']

/** The contract's transfer statuses, in the order a transfer lives through them. */
export const TRANSFER_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const satisfies readonly TransferStatus[]

const LABELS: Record<TransferStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
}

/** The word a badge shows (never colour alone); an unknown status is shown as sent. */
export function transferStatusLabel(status: unknown): string {
  return (TRANSFER_STATUSES as readonly unknown[]).includes(status) ? LABELS[status as TransferStatus] : String(status ?? '').trim() || 'Unknown'
}

/** SPEC §4 colours applied to payouts: completed green, pending yellow, failed and cancelled red, any other (processing) gray. */
export function transferStatusPalette(status: unknown): 'green' | 'yellow' | 'red' | 'gray' {
  switch (status) {
    case 'COMPLETED':
      return 'green'
    case 'PENDING':
      return 'yellow'
    case 'FAILED':
    case 'CANCELLED':
      return 'red'
    default:
      return 'gray'
  }
}

/** The moves `update-status` accepts (contract): PENDING and PROCESSING move on; the others are final. */
const MOVES: Record<TransferStatus, readonly TransferStatus[]> = {
  PENDING: ['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'],
  PROCESSING: ['COMPLETED', 'FAILED', 'CANCELLED'],
  COMPLETED: [],
  FAILED: [],
  CANCELLED: [],
}

export function nextTransferStatuses(status: unknown): readonly TransferStatus[] {
  return (TRANSFER_STATUSES as readonly unknown[]).includes(status) ? MOVES[status as TransferStatus] : []
}

/** Only a PENDING transfer can be cancelled (contract: anything else is 400). */
export const isCancellableTransfer = (status: unknown): boolean => status === 'PENDING'

/** A transfer list's filter form: the status, or none for all. */
export const transferFiltersSchema = z.object({ status: z.enum(TRANSFER_STATUSES).optional() })

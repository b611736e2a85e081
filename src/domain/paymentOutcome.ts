/**
 * How a payment ended, as the server says it (issue 19: "every outcome final and clear"), and what its receipt
 * (src/domain/receipt.ts) knows besides.
 */
import type { components } from '../api/schema'
import type { PaymentMethod } from './paymentMethods'
import { canonicalTransactionStatus, classifyPaymentStatus } from './transactionStatus'

type S = components['schemas']

/** The status call's answer, with the status as any text (an unknown one keeps waiting). */
export type StatusAnswer = Omit<S['TransactionStatusResponse'], 'status'> & { status: string }

export interface PaymentOutcome {
  kind: 'completed' | 'failed'
  /** A failed payment that was cancelled (nothing charged) rather than refused. */
  cancelled: boolean
  transactionId: string
  /** What was charged, in `currency`; null when the server did not say. */
  amount: string | null
  currency: S['Currency'] | null
  paymentMethod: PaymentMethod | null
  /** When the payment ended (ISO); null when the server did not say. */
  endedAt: string | null
}

/** The outcome of a final answer; null while the payment is still waiting. */
export function paymentOutcome(transactionId: string, answer: StatusAnswer): PaymentOutcome | null {
  const kind = classifyPaymentStatus(answer.status)
  if (kind === 'waiting') return null
  return {
    kind,
    cancelled: canonicalTransactionStatus(answer.status) === 'CANCELED',
    transactionId,
    amount: answer.amount ?? null,
    currency: answer.currency ?? null,
    paymentMethod: answer.payment_method ?? null,
    endedAt: answer.updated_at ?? null,
  }
}

/** The conversion behind a crypto amount of a EUR link (the contract's ExchangeRate, as far as people read it). */
export interface Conversion {
  from: string
  to: string
  rate: string
}

/** A well-formed conversion, or null (none, or not one the page can state truthfully). */
export function parseConversion(value: unknown): Conversion | null {
  if (!value || typeof value !== 'object') return null
  const { from, to, rate } = value as Record<string, unknown>
  const code = (c: unknown): c is string => typeof c === 'string' && /^[A-Z]{3}$/.test(c)
  return code(from) && code(to) && typeof rate === 'string' && /^\d+\.\d{4}$/.test(rate) ? { from, to, rate } : null
}

/** What the receipt knows besides the outcome: the link paid and, for crypto, the USDC amount sent and its conversion. */
export interface ReceiptContext {
  linkName: string | null
  /** The link's own amount and currency, when the server's answer does not name the charge. */
  linkAmount: string | null
  linkCurrency: string | null
  usdcAmount: number | null
  conversion: Conversion | null
}

/**
 * How a payment ended, as the server says it (issue 19: "every outcome final and clear"), and the
 * receipt a completed one gives: the same lines on the screen, on paper and in the downloaded file.
 */
import type { components } from '../api/schema'
import { formatExchangeRate, formatMoney, formatUsdc } from './money'
import type { PaymentMethod } from './paymentMethods'
import { canonicalTransactionStatus, classifyPaymentStatus } from './transactionStatus'
import { localLongDateTime } from './relativeTime'
import { english, type Translator } from '../i18n/translator'

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

/** The receipt's lines, label and value, in reading order and in the reader's language (lines the server did not give are left out). */
export function receiptLines(outcome: PaymentOutcome, context: ReceiptContext, { t, intl, dates }: Translator = english): [label: string, value: string][] {
  const amount = outcome.amount ?? context.linkAmount
  const currency = outcome.currency ?? context.linkCurrency
  // SPEC §2's words for the two methods, as the checkout's chooser names them.
  const methodWords = { card: t('methodCard'), crypto: t('cryptoOnPolygon') }
  const lines: [string, string | null][] = [
    [t('paidFor'), context.linkName],
    [t('amount'), amount && currency ? formatMoney(amount, currency, 2, intl) : null],
    [t('sent'), outcome.paymentMethod === 'crypto' && context.usdcAmount ? formatUsdc(context.usdcAmount, intl) : null],
    [t('exchangeRate'), outcome.paymentMethod === 'crypto' && context.conversion ? formatExchangeRate(context.conversion.from, context.conversion.to, context.conversion.rate, intl) : null],
    [t('paymentMethod'), outcome.paymentMethod ? methodWords[outcome.paymentMethod] : null],
    [t('date'), outcome.endedAt ? localLongDateTime(outcome.endedAt, dates) : null],
    [t('transactionId'), `TX${outcome.transactionId}`],
  ]
  return lines.filter((line): line is [string, string] => line[1] !== null)
}

/** The downloadable receipt: plain text (inert whatever the link's name holds), one line per fact, in the reader's language. */
export function receiptText(productName: string, outcome: PaymentOutcome, context: ReceiptContext, translator: Translator = english): string {
  const lines = receiptLines(outcome, context, translator).map(([label, value]) => `${label}: ${value}`)
  return [translator.t('receiptTitle', { product: productName }), translator.t('completedTitle'), '', ...lines, ''].join('\n')
}

export function receiptFileName(outcome: PaymentOutcome): string {
  return `receipt-TX${outcome.transactionId}.txt`
}

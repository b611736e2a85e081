import type { components } from '../api/schema'
import { checkoutEn } from '../i18n/messages/checkout.en'
import { isPlausibleId } from './checkoutSearch'
import { defaultPaymentMethod, parsePaymentMethods, type PaymentMethod } from './paymentMethods'
import { parseConversion, paymentOutcome, type Conversion, type PaymentOutcome, type StatusAnswer } from './paymentOutcome'

type PaymentLink = components['schemas']['PaymentLink']

/** The checkout's messages (SPEC §3, §4): the creation's failures, the expired session and the missing link id; the catalog's English (src/i18n/). */
export const CHECKOUT_MESSAGES = {
  createFailed: checkoutEn.createFailed,
  creationFailed: checkoutEn.creationFailed,
  noWalletData: checkoutEn.noWalletData,
  noPaymentUrl: checkoutEn.noPaymentUrl,
  sessionExpired: checkoutEn.sessionExpired,
  linkIdRequired: checkoutEn.linkIdRequired,
  loadFailed: checkoutEn.loadFailed,
} as const

/** What the payment screen needs (from the creation task's result or the stored record). */
export interface PaymentData {
  transaction_id: string
  payment_method: PaymentMethod
  payment_amt: number
  address: string | null
  qrcode_url: string | null
  redirect_url: string | null
  /** Crypto of a EUR link: the conversion behind `payment_amt`. */
  exchange_rate: Conversion | null
}

/** A stored pending transaction as far as the payment screen reads it (older records lack the last two). */
export type StoredPayment = Omit<PaymentData, 'redirect_url' | 'exchange_rate'> & { redirect_url?: string | null; exchange_rate?: Conversion | null }

const nullableString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** A task result → payment data; null when it is not a usable creation result. */
export function parseTransactionResult(result: unknown, fallbackMethod: PaymentMethod | null): PaymentData | null {
  if (!result || typeof result !== 'object') return null
  const r = result as Record<string, unknown>
  const id = typeof r.transaction_id === 'number' ? String(r.transaction_id) : r.transaction_id
  if (!isPlausibleId(id)) return null
  const method = r.payment_method === 'card' || r.payment_method === 'crypto' ? r.payment_method : fallbackMethod
  if (!method) return null
  const amount = typeof r.payment_amt === 'string' ? Number(r.payment_amt) : r.payment_amt
  return {
    transaction_id: id,
    payment_method: method,
    payment_amt: typeof amount === 'number' && Number.isFinite(amount) ? amount : Number.NaN,
    address: nullableString(r.address),
    qrcode_url: nullableString(r.qrcode_url),
    redirect_url: nullableString(r.redirect_url),
    exchange_rate: parseConversion(r.exchange_rate),
  }
}

export function paymentFromRecord(record: StoredPayment): PaymentData {
  return {
    transaction_id: record.transaction_id,
    payment_method: record.payment_method,
    payment_amt: record.payment_amt,
    address: record.address,
    qrcode_url: record.qrcode_url,
    redirect_url: record.redirect_url ?? null,
    exchange_rate: record.exchange_rate ?? null,
  }
}

/** A link a customer can pay: not expired, with at least one known payment method. */
export const isPayable = (link: PaymentLink) => !link.is_expired && parsePaymentMethods(link.payment_method).length > 0

/** The link's payment methods, and the one preselected. */
export function linkMethods(link: PaymentLink): { methods: PaymentMethod[]; method: PaymentMethod | null } {
  const methods = parsePaymentMethods(link.payment_method)
  return { methods, method: defaultPaymentMethod(methods) }
}

const hasAmount = (p: PaymentData | null) => !!p && Number.isFinite(p.payment_amt) && p.payment_amt > 0
/** A crypto payment shows its wallet address and a positive amount. */
export const cryptoReady = (p: PaymentData | null) => p?.payment_method === 'crypto' && !!p.address && hasAmount(p)
/** A card payment has a positive amount (its provider page may still be missing: see `cardWithoutUrl`). */
export const cardReady = (p: PaymentData | null) => p?.payment_method === 'card' && hasAmount(p)
/** A created crypto transaction without the wallet data to pay it. */
export const cryptoWithoutWallet = (p: PaymentData | null) => p?.payment_method === 'crypto' && (!p.address || !hasAmount(p))
/** A created card transaction without the provider page to pay it on. */
export const cardWithoutUrl = (p: PaymentData | null) => p?.payment_method === 'card' && !p.redirect_url

/** How a watched crypto payment ended: the status answer's facts, or without one (never seen) the watch's own verdict. */
export function watchedOutcome(transactionId: string, watched: { outcome: 'completed' | 'failed'; report: StatusAnswer | null }): PaymentOutcome {
  const fromAnswer = watched.report ? paymentOutcome(transactionId, watched.report) : null
  return fromAnswer ?? { kind: watched.outcome, cancelled: false, transactionId, amount: null, currency: null, paymentMethod: 'crypto', endedAt: null }
}

/** A failure's own message when it has one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : ''
  return message.trim() || fallback
}

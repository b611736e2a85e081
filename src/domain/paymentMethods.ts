import type { components } from '../api/schema'
import type { CustomerForm } from './customerForm'

export type PaymentMethod = components['schemas']['PaymentMethod']
export type TransactionCreate = components['schemas']['TransactionCreate']

/** SPEC §3 payment-method code map. */
export const PAYMENT_METHOD_CODES: Record<PaymentMethod, string> = { card: 'VISA_MC', crypto: 'CRYPTO' }

const ORDER: PaymentMethod[] = ['card', 'crypto']

/** "card/crypto" → ['card', 'crypto'] (known methods only, card first, no duplicates). */
export function parsePaymentMethods(joined: string | null | undefined): PaymentMethod[] {
  const parts = new Set(String(joined ?? '').toLowerCase().split('/').map((p) => p.trim()))
  return ORDER.filter((method) => parts.has(method))
}

/** ['crypto', 'card'] → "card/crypto" (SPEC §3: methods joined with "/", card first). */
export function joinPaymentMethods(methods: readonly PaymentMethod[]): string {
  return ORDER.filter((method) => methods.includes(method)).join('/')
}

/** A single method is preselected; with several the default is card. */
export function defaultPaymentMethod(methods: PaymentMethod[]): PaymentMethod | null {
  if (methods.length === 0) return null
  return methods.includes('card') ? 'card' : (methods[0] ?? null)
}

/** SPEC §3 transaction creation payload, exactly. */
export function buildTransactionPayload(linkId: string, billing: CustomerForm, method: PaymentMethod): TransactionCreate {
  return {
    payment_link_id: linkId,
    billing_info: { email: billing.email.trim(), first_name: billing.first_name.trim(), last_name: billing.last_name.trim(), phone: billing.phone.trim() },
    products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
    payment_category: 'card',
    payment_method: method,
  }
}

/** A payment method in words (filters, tables, details and CSV alike). */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Card', crypto: 'Crypto' }

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABEL[method as PaymentMethod] ?? method
}

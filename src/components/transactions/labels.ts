import type { PaymentMethod } from '../../domain/paymentMethods'

/** A payment method in words (filters, table, details and CSV alike). */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Card', crypto: 'Crypto' }

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABEL[method as PaymentMethod] ?? method
}

/** "Maya Merchant" from a person's names, or null when both are blank. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].map((part) => part?.trim()).filter(Boolean).join(' ')
  return name || null
}

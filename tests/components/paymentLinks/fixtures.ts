import type { PaymentLink } from '../../../src/domain/paymentLink'

export const ORIGIN = window.location.origin

export function aLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: 'pl_1',
    url: `${ORIGIN}/payment-link?id=pl_1`,
    name: 'Consulting hour',
    description: 'One hour of strategy consulting.',
    amount: '150.00',
    currency: 'USD',
    payment_method: 'card/crypto',
    is_expired: false,
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    expire_at: new Date(Date.now() + 27 * 86_400_000).toISOString(),
    ...overrides,
  }
}

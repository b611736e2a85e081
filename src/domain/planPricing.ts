import type { components } from '../api/schema'

type Plan = components['schemas']['Plan']
type PromoCode = components['schemas']['PromoCode']

/** SPEC §9: an annual subscription costs twelve months less 25 %. */
export const ANNUAL_MONTHS = 12
export const ANNUAL_FACTOR = 0.75

const toCents = (value: number) => Math.round(value * 100) / 100

/** The plan's price for the chosen period; NaN when the contract's price is not a number. */
export function basePrice(price: Plan['price'], yearly: boolean): number {
  const monthly = typeof price === 'number' ? price : price.trim() === '' ? Number.NaN : Number(price)
  if (!Number.isFinite(monthly)) return Number.NaN
  return toCents(yearly ? monthly * ANNUAL_MONTHS * ANNUAL_FACTOR : monthly)
}

/** SPEC §5: a promo applies to a plan only if the plan id is in applicable_plans. */
export function promoAppliesTo(promo: PromoCode | null | undefined, planId: string): promo is PromoCode {
  return !!promo && promo.applicable_plans.includes(planId)
}

export interface DisplayedPrice {
  /** What the card shows as the price. */
  amount: number
  /** The undiscounted price, set only when a discount is shown. */
  original: number | null
  /** The promo's percentage, set only when a discount is shown. */
  discountPercentage: number | null
}

/**
 * SPEC §5: if the discounted price is not a number or not above 0 the base price is shown;
 * an invalid base price shows 0.00.
 */
export function displayedPrice(plan: Pick<Plan, 'id' | 'price'>, yearly: boolean, promo: PromoCode | null): DisplayedPrice {
  const base = basePrice(plan.price, yearly)
  const safeBase = Number.isFinite(base) ? base : 0
  if (!promoAppliesTo(promo, plan.id)) return { amount: safeBase, original: null, discountPercentage: null }
  const discounted = toCents(base * (1 - promo.discount_percentage / 100))
  if (!Number.isFinite(discounted) || discounted <= 0) return { amount: safeBase, original: null, discountPercentage: null }
  return { amount: discounted, original: base, discountPercentage: promo.discount_percentage }
}

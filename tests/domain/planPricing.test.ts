import { describe, expect, it } from 'vitest'
import { basePrice, displayedPrice, promoAppliesTo } from '../../src/domain/planPricing'
import { formatEuro } from '../../src/domain/money'

const welcome20 = { code: 'WELCOME20', discount_percentage: 20, applicable_plans: ['starter', 'pro', 'business'] }
const pro50 = { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] }
const pro = { id: 'pro', price: '29.00' }

describe('plan pricing (SPEC §5, §9)', () => {
  it('annual = monthly × 12 × 0.75', () => {
    expect(basePrice('29.00', false)).toBe(29)
    expect(basePrice('29.00', true)).toBe(261)
    expect(basePrice(9.99, true)).toBe(89.91)
  })

  it('a 29.00 plan, annual, with WELCOME20 shows 208.80 instead of 261.00', () => {
    expect(displayedPrice(pro, true, welcome20)).toEqual({ amount: 208.8, original: 261, discountPercentage: 20 })
    expect(formatEuro(displayedPrice(pro, true, welcome20).amount)).toMatch(/208[.,]80/)
  })

  it('a 29.00 plan, monthly, with PRO50 shows 14.50; PRO50 does not apply to another plan', () => {
    expect(displayedPrice(pro, false, pro50)).toEqual({ amount: 14.5, original: 29, discountPercentage: 50 })
    expect(displayedPrice({ id: 'starter', price: '29.00' }, false, pro50)).toEqual({ amount: 29, original: null, discountPercentage: null })
    expect(promoAppliesTo(pro50, 'starter')).toBe(false)
    expect(promoAppliesTo(null, 'pro')).toBe(false)
  })

  it('a discounted price that is not above 0 shows the base price', () => {
    const all = { code: 'FREE', discount_percentage: 100, applicable_plans: ['pro'] }
    expect(displayedPrice(pro, false, all)).toEqual({ amount: 29, original: null, discountPercentage: null })
  })

  it('a price that is blank or not a finite number has no base price', () => {
    for (const price of ['', '   ', 'Infinity', 'n/a']) expect(basePrice(price, false), JSON.stringify(price)).toBeNaN()
    expect(basePrice(Number.NaN, true)).toBeNaN()
    expect(basePrice(' 29 ', false)).toBe(29)
  })

  it('an invalid base price shows 0.00, with or without a promo', () => {
    expect(displayedPrice({ id: 'pro', price: 'n/a' }, false, null).amount).toBe(0)
    expect(displayedPrice({ id: 'pro', price: '' }, true, pro50)).toEqual({ amount: 0, original: null, discountPercentage: null })
    expect(formatEuro(0)).toMatch(/0[.,]00/)
  })

  it('formats euro with exactly two decimals', () => {
    expect(formatEuro(261)).toMatch(/€\s?261[.,]00|261[.,]00\s?€/)
    expect(formatEuro(14.5)).toMatch(/14[.,]50/)
  })
})

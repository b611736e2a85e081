import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { periodLabel, reviewProblemText, reviewSubscription, type SubscriptionReviewInput } from '../../src/domain/subscriptionReview'

type S = components['schemas']

const plans: S['Plan'][] = [
  { id: 'starter', name: 'Starter', price: '29.00', description: '', is_popular: false, features: [] },
  { id: 'pro', name: 'Pro', price: 79, description: '', is_popular: true, features: [] },
]
const valid = (code: string, percentage: number, applicable: string[]): S['PromoValidation'] => ({
  valid: true,
  message: 'Promo code applied successfully',
  promo_code: { code, discount_percentage: percentage, applicable_plans: applicable },
})
const current = (plan: string, yearly: boolean, active = true): S['CurrentSubscription'] => ({
  plan,
  plan_name: plan === 'pro' ? 'Pro' : 'Starter',
  active,
  yearly,
  price: '79.00',
  started_at: '2026-01-01T00:00:00Z',
  expires_at: '2026-02-01T00:00:00Z',
})
const input = (over: Partial<SubscriptionReviewInput>): SubscriptionReviewInput => ({ plans, planId: 'pro', yearly: false, code: null, promo: null, current: null, ...over })

describe('the subscription review (what /subscription-payment shows before anything is charged)', () => {
  it('restates plan, period, price, discount and total; the order carries the code only with its discount', () => {
    const outcome = reviewSubscription(input({ yearly: true, code: 'PRO50', promo: valid('PRO50', 50, ['pro']) }))
    expect(outcome).toMatchObject({
      review: { yearly: true, price: 711, discount: { code: 'PRO50', percentage: 50, amount: 355.5 }, total: 355.5, replaces: null, order: { plan: 'pro', yearly: true, promo_code: 'PRO50' } },
    })
    expect(reviewSubscription(input({}))).toMatchObject({ review: { price: 79, discount: null, total: 79, order: { plan: 'pro', yearly: false, promo_code: null } } })
  })

  it('a code whose discount would leave nothing to pay is not used: the review and the order agree on the full price', () => {
    const outcome = reviewSubscription(input({ code: 'FREE', promo: valid('FREE', 100, ['pro']) }))
    expect(outcome).toMatchObject({ review: { discount: null, total: 79, order: { promo_code: null } } })
  })

  it('names the active plan it replaces: another plan, or the same plan on the other period', () => {
    expect(reviewSubscription(input({ planId: 'starter', current: current('pro', false) }))).toMatchObject({ review: { replaces: { plan: 'pro' } } })
    expect(reviewSubscription(input({ yearly: true, current: current('pro', false) }))).toMatchObject({ review: { replaces: { plan: 'pro', yearly: false } } })
    expect(reviewSubscription(input({ current: current('pro', false, false) }))).toMatchObject({ review: { replaces: null } })
  })

  it.each([
    [input({ planId: 'platinum' }), { kind: 'unknownPlan', plan: 'platinum' }, 'Plan not found'],
    [input({ code: 'NOPE', promo: { valid: false, message: 'Invalid promo code', promo_code: null } }), { kind: 'invalidCode', code: 'NOPE', message: 'Invalid promo code' }, 'Promo code not valid'],
    [input({ planId: 'starter', code: 'PRO50', promo: valid('PRO50', 50, ['pro']) }), { kind: 'codeNotForPlan', code: 'PRO50', planName: 'Starter' }, 'Promo code not valid'],
    [input({ current: current('pro', false) }), { kind: 'currentPlan', planName: 'Pro', yearly: false }, 'This is your current plan'],
  ])('refuses an order it cannot confirm: %#', (given, problem, title) => {
    const outcome = reviewSubscription(given)
    expect(outcome).toEqual({ problem })
    expect(reviewProblemText(problem as never).title).toBe(title)
  })

  it('says that nothing was charged, whatever the problem', () => {
    expect(reviewProblemText({ kind: 'invalidCode', code: 'NOPE', message: 'Invalid promo code.' }).hint).toBe('NOPE: Invalid promo code. Continue without it or choose a plan again; nothing was charged.')
    expect(reviewProblemText({ kind: 'unknownPlan', plan: '<b>x</b>' }).hint).toContain('nothing was charged')
  })

  it('names the period as the review reads it', () => {
    expect(periodLabel(true)).toBe('Annual')
    expect(periodLabel(false)).toBe('Monthly')
  })

  it('a code the server did not accept, or answered without its terms, is refused with the server\'s words or "Invalid promo code"', () => {
    const refused = (promo: S['PromoValidation'] | null) => reviewSubscription(input({ code: 'NOPE', promo }))
    expect(refused(null)).toEqual({ problem: { kind: 'invalidCode', code: 'NOPE', message: 'Invalid promo code' } })
    expect(refused({ valid: false, message: 'This promo code has expired', promo_code: null })).toEqual({ problem: { kind: 'invalidCode', code: 'NOPE', message: 'This promo code has expired' } })
    expect(refused({ valid: false, message: '', promo_code: null })).toEqual({ problem: { kind: 'invalidCode', code: 'NOPE', message: 'Invalid promo code' } })
    expect(refused({ valid: true, message: 'ok', promo_code: null })).toEqual({ problem: { kind: 'invalidCode', code: 'NOPE', message: 'ok' } })
  })

  it('every problem in its exact words', () => {
    expect(reviewProblemText({ kind: 'unknownPlan', plan: 'platinum' })).toEqual({ title: 'Plan not found', hint: 'There is no plan "platinum". Choose one of the available plans; nothing was charged.' })
    // Only a final full stop is dropped before the sentence goes on.
    expect(reviewProblemText({ kind: 'invalidCode', code: 'NOPE', message: 'Code v1.2 expired' })).toEqual({
      title: 'Promo code not valid',
      hint: 'NOPE: Code v1.2 expired. Continue without it or choose a plan again; nothing was charged.',
    })
    expect(reviewProblemText({ kind: 'codeNotForPlan', code: 'PRO50', planName: 'Starter' })).toEqual({
      title: 'Promo code not valid',
      hint: 'Promo code PRO50 does not apply to the Starter plan. Continue without it or choose a plan again; nothing was charged.',
    })
    expect(reviewProblemText({ kind: 'currentPlan', planName: 'Pro', yearly: true })).toEqual({ title: 'This is your current plan', hint: 'You already have the Pro plan with annual billing. Nothing was charged.' })
    expect(reviewProblemText({ kind: 'currentPlan', planName: 'Pro', yearly: false }).hint).toBe('You already have the Pro plan with monthly billing. Nothing was charged.')
  })
})

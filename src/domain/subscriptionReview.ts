/**
 * The order a client reviews on /subscription-payment before anything is charged: the plan of the
 * URL, its period, its price, the promo code's discount and the total, or why it cannot be bought.
 */
import type { components } from '../api/schema'
import { INVALID_PROMO_CODE } from './couponCode'
import { basePrice, displayedPrice } from './planPricing'
import type { Params } from '../i18n/format'
import { onboardingMessages, type OnboardingKey } from '../i18n/messages/onboarding.en'
import { translatorOf } from '../i18n/translator'

type S = components['schemas']

export interface SubscriptionReview {
  plan: S['Plan']
  yearly: boolean
  /** The plan's price for the period, before any discount. */
  price: number
  /** The promo code applied and what it takes off; null without one. */
  discount: { code: string; percentage: number; amount: number } | null
  /** What the confirm button charges. */
  total: number
  /** The active subscription this order replaces (another plan, or the same plan on the other period). */
  replaces: S['CurrentSubscription'] | null
  /** The order sent on confirmation: the promo code only when the review shows its discount. */
  order: S['SubscriptionCreate']
}

export type SubscriptionReviewProblem =
  | { kind: 'unknownPlan'; plan: string }
  | { kind: 'invalidCode'; code: string; message: string }
  | { kind: 'codeNotForPlan'; code: string; planName: string }
  | { kind: 'currentPlan'; planName: string; yearly: boolean }

export interface SubscriptionReviewInput {
  plans: S['Plan'][]
  planId: string
  yearly: boolean
  /** The URL's promo code, upper-cased; null without one. */
  code: string | null
  /** The server's answer for that code; null without a code. */
  promo: S['PromoValidation'] | null
  current: S['CurrentSubscription'] | null
}

export const periodLabel = (yearly: boolean) => (yearly ? 'Annual' : 'Monthly')

/** The review of the URL's order, or the one reason it cannot be confirmed. */
export function reviewSubscription({ plans, planId, yearly, code, promo, current }: SubscriptionReviewInput): { review: SubscriptionReview } | { problem: SubscriptionReviewProblem } {
  const plan = plans.find((item) => item.id === planId)
  if (!plan) return { problem: { kind: 'unknownPlan', plan: planId } }
  const active = current?.active ? current : null
  if (active && active.plan === plan.id && active.yearly === yearly) return { problem: { kind: 'currentPlan', planName: plan.name, yearly } }
  let applied: S['PromoCode'] | null = null
  if (code) {
    if (!promo?.valid || !promo.promo_code) return { problem: { kind: 'invalidCode', code, message: promo?.message || INVALID_PROMO_CODE } }
    if (!promo.promo_code.applicable_plans.includes(plan.id)) return { problem: { kind: 'codeNotForPlan', code, planName: plan.name } }
    applied = promo.promo_code
  }
  const shown = displayedPrice(plan, yearly, applied)
  const base = basePrice(plan.price, yearly)
  const price = Number.isFinite(base) ? base : shown.amount
  const discount = applied && shown.discountPercentage !== null ? { code: applied.code, percentage: shown.discountPercentage, amount: Math.round((price - shown.amount) * 100) / 100 } : null
  return {
    review: {
      plan,
      yearly,
      price,
      discount,
      total: shown.amount,
      replaces: active,
      order: { plan: plan.id, yearly, promo_code: discount ? discount.code : null },
    },
  }
}

/** The words a problem is told in: a message of the onboarding catalog with its values (English unless a screen passes its own). */
export type ProblemWords = (key: OnboardingKey, params: Params) => string

const english = translatorOf<OnboardingKey>('en', (key) => onboardingMessages.en[key], (text) => text)

/** What the page says instead of the review, in words (English, or the reader's through `say`). */
export function reviewProblemText(problem: SubscriptionReviewProblem, say: ProblemWords = english.t): { title: string; hint: string } {
  switch (problem.kind) {
    case 'unknownPlan':
      return { title: say('planNotFound', {}), hint: say('planNotFoundHint', { plan: problem.plan }) }
    case 'invalidCode':
      return { title: say('codeNotValid', {}), hint: say('invalidCodeHint', { code: problem.code, message: problem.message.replace(/\.$/, '') }) }
    case 'codeNotForPlan':
      return { title: say('codeNotValid', {}), hint: say('codeNotForPlanHint', { code: problem.code, plan: problem.planName }) }
    case 'currentPlan':
      return { title: say('isCurrentPlan', {}), hint: say(problem.yearly ? 'isCurrentPlanAnnualHint' : 'isCurrentPlanMonthlyHint', { plan: problem.planName }) }
  }
}

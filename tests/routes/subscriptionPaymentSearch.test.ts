// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { subscriptionPaymentSearch } from '../../src/routes/-onboarding/subscriptionPaymentSearch'

describe('/subscription-payment search', () => {
  it('reads plan, yearly and the upper-cased code', () => {
    expect(subscriptionPaymentSearch({ plan: 'pro', yearly: true, code: ' pro50 ' })).toEqual({ plan: 'pro', yearly: true, code: 'PRO50' })
    expect(subscriptionPaymentSearch({ plan: 'pro', yearly: 'false' })).toEqual({ plan: 'pro', yearly: false })
  })

  it('normalises what the router parsed as numbers and drops what is unusable', () => {
    expect(subscriptionPaymentSearch({ plan: 42, code: 2026 })).toEqual({ plan: '42', code: '2026' })
    expect(subscriptionPaymentSearch({ plan: '  ', yearly: 'yes', code: { x: 1 } })).toEqual({})
  })
})

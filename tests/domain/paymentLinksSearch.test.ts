import { describe, expect, it } from 'vitest'
import { hasActiveFilters, isNarrowed, paymentLinksListQuery } from '../../src/domain/paymentLinksFilters'
import { paymentLinksSearch } from '../../src/domain/paymentLinksSearch'
import { checkoutUrl, linkStatusLabel, truncateText } from '../../src/domain/paymentLink'

describe('payment links search params', () => {
  it('keeps what it can use and drops the rest', () => {
    expect(paymentLinksSearch({ search: ' demo ', status: 'completed', currency: 'EUR', min: 10, max: '99.5' })).toEqual({
      search: 'demo',
      status: 'completed',
      currency: 'EUR',
      min: 10,
      max: 99.5,
    })
    expect(paymentLinksSearch({ search: '', status: 'all', currency: 'GBP', min: -1, max: 10.005, extra: 'x' })).toEqual({ filtersReset: true })
  })

  it('always sends page 1 of 50 and filter_type; search, currency and bounds only when set (SPEC §7)', () => {
    expect(paymentLinksListQuery({})).toEqual({ page: 1, page_size: 50, filter_type: 'all' })
    expect(paymentLinksListQuery({ search: 'demo', status: 'pending', currency: 'USD', min: 0, max: 100 })).toEqual({
      page: 1,
      page_size: 50,
      search: 'demo',
      filter_type: 'pending',
      currency: 'USD',
      amount_min: 0,
      amount_max: 100,
    })
  })

  it('tells filters (the indicator) from a search', () => {
    expect(hasActiveFilters({ search: 'x' })).toBe(false)
    expect(isNarrowed({ search: 'x' })).toBe(true)
    expect(hasActiveFilters({ min: 0 })).toBe(true)
    expect(isNarrowed({})).toBe(false)
  })
})

describe('payment link display rules', () => {
  it('cuts urls to 20 and 40 characters with an ellipsis (SPEC §9)', () => {
    const url = 'http://localhost:4173/payment-link?id=demo-crypto'
    expect(truncateText(url, 20)).toBe('http://localhost:417...')
    expect(truncateText(url, 40)).toBe('http://localhost:4173/payment-link?id=de...')
    expect(truncateText('short', 20)).toBe('short')
  })

  it('Active or Expired from is_expired', () => {
    expect(linkStatusLabel({ is_expired: false })).toBe('Active')
    expect(linkStatusLabel({ is_expired: true })).toBe('Expired')
  })

  it('opens only https urls, or http(s) ones on the app origin', () => {
    const origin = 'http://localhost:4173'
    expect(checkoutUrl('http://localhost:4173/payment-link?id=a', origin)).toBe('http://localhost:4173/payment-link?id=a')
    expect(checkoutUrl('https://pay.example.com/payment-link?id=a', origin)).toBe('https://pay.example.com/payment-link?id=a')
    expect(checkoutUrl('http://evil.example/payment-link?id=a', origin)).toBeNull()
    expect(checkoutUrl('javascript:alert(1)', origin)).toBeNull()
    expect(checkoutUrl('data:text/html,<b>x</b>', origin)).toBeNull()
    expect(checkoutUrl('/payment-link?id=a', origin)).toBeNull()
  })
})

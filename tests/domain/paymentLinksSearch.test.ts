import { describe, expect, it } from 'vitest'
import {
  FILTER_MESSAGES,
  filterDraftOf,
  filtersOf,
  hasActiveFilters,
  isNarrowed,
  LINK_STATUS_FILTERS,
  paymentLinksListQuery,
  readFilterDraft,
} from '../../src/domain/paymentLinksFilters'
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

  it('reads the open link (an id), which is neither a filter nor sent to the list', () => {
    expect(paymentLinksSearch({ link: 'demo-card' })).toEqual({ link: 'demo-card' })
    expect(paymentLinksSearch({ link: '<script>' })).toEqual({ filtersReset: true })
    expect(hasActiveFilters({ link: 'demo-card' })).toBe(false)
    expect(isNarrowed({ link: 'demo-card' })).toBe(false)
    expect(paymentLinksListQuery({ link: 'demo-card' })).toEqual({ page: 1, page_size: 50, filter_type: 'all' })
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

  it('each filter alone lights the indicator and narrows the list', () => {
    for (const filter of [{ status: 'pending' }, { currency: 'EUR' }, { min: 0 }, { max: 0 }] as const) {
      expect(hasActiveFilters(filter), JSON.stringify(filter)).toBe(true)
      expect(isNarrowed(filter), JSON.stringify(filter)).toBe(true)
    }
  })

  it('sends a bound only when it is set, each on its own (a zero bound is set)', () => {
    expect(Object.keys(paymentLinksListQuery({ min: 0 }))).toEqual(['page', 'page_size', 'filter_type', 'amount_min'])
    expect(Object.keys(paymentLinksListQuery({ max: 0 }))).toEqual(['page', 'page_size', 'filter_type', 'amount_max'])
    expect(Object.keys(paymentLinksListQuery({ search: '', currency: undefined }))).toEqual(['page', 'page_size', 'filter_type'])
  })
})

describe('the Filters dialog (SPEC §2: Status All, Pending, Completed; Currency All, USD, EUR; Min and Max Amount)', () => {
  it('offers the spec\'s Status choices, each with the filter_type it sends', () => {
    expect(LINK_STATUS_FILTERS).toEqual([
      { value: 'all', label: 'All' },
      { value: 'pending', label: 'Pending' },
      { value: 'completed', label: 'Completed' },
    ])
  })

  it('opens on the filters in the URL, All and empty fields for the others', () => {
    expect(filterDraftOf({})).toEqual({ status: 'all', currency: 'all', min: '', max: '' })
    expect(filterDraftOf({ status: 'completed', currency: 'USD', min: 0, max: 99.5 })).toEqual({ status: 'completed', currency: 'USD', min: '0', max: '99.5' })
  })

  it('the URL keeps only the filters that are set', () => {
    expect(filtersOf({ search: 'demo', status: 'pending', currency: 'EUR', min: 10, max: 20 })).toStrictEqual({ status: 'pending', currency: 'EUR', min: 10, max: 20 })
    expect(filtersOf({ search: 'demo' })).toStrictEqual({})
  })

  it('applies what was typed: All is no filter, empty fields neither', () => {
    expect(readFilterDraft({ status: 'all', currency: 'all', min: ' ', max: '' })).toStrictEqual({ filters: {}, errors: { min: null, max: null } })
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '', max: '  ' })).toStrictEqual({ filters: {}, errors: { min: null, max: null } })
    expect(readFilterDraft({ status: 'pending', currency: 'EUR', min: ' 10 ', max: '20.50' })).toStrictEqual({ filters: { status: 'pending', currency: 'EUR', min: 10, max: 20.5 }, errors: { min: null, max: null } })
  })

  it('says which amount it cannot filter by, and a Max below the Min', () => {
    expect(readFilterDraft({ status: 'all', currency: 'all', min: 'ten', max: '-1' }).errors).toEqual({ min: FILTER_MESSAGES.amount, max: FILTER_MESSAGES.amount })
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '10.001', max: '' }).errors).toEqual({ min: FILTER_MESSAGES.amount, max: null })
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '20', max: '10' }).errors).toEqual({ min: null, max: FILTER_MESSAGES.range })
    // The same bound on both sides matches those links exactly.
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '20', max: '20' }).errors).toEqual({ min: null, max: null })
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '', max: '10' }).errors).toEqual({ min: null, max: null })
    expect(readFilterDraft({ status: 'all', currency: 'all', min: '10', max: '' }).errors).toEqual({ min: null, max: null })
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

import { afterEach, describe, expect, it } from 'vitest'
import { activeFilters, hasActiveFilters, transactionListQuery } from '../../src/domain/transactionListQuery'
import { adminTransactionSearch, merchantTransactionSearch } from '../../src/domain/transactionSearch'
import { subscriptionListQuery } from '../../src/domain/subscriptionListQuery'
import { subscriptionSearch } from '../../src/domain/subscriptionSearch'

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

describe('transaction list search params', () => {
  it('keeps the valid params (as the router parsed them) and drops the rest', () => {
    expect(merchantTransactionSearch({ page: 2, search: ' ada@example.com ', status: 'FAILED', method: 'crypto', from: '2026-03-01', to: '2026-03-31', tx: 100001 })).toEqual({
      page: 2,
      search: 'ada@example.com',
      status: 'FAILED',
      method: 'crypto',
      from: '2026-03-01',
      to: '2026-03-31',
      tx: '100001',
    })
    expect(merchantTransactionSearch({ page: 0, status: 'LOST', method: 'cash', from: '2026-02-30', to: 'tomorrow', search: '', tx: '' })).toEqual({ filtersReset: true })
  })

  it('reads the tolerated CANCELLED spelling as the Cancelled filter', () => {
    expect(merchantTransactionSearch({ status: 'CANCELLED' })).toEqual({ status: 'CANCELED' })
  })

  it('has a merchant filter on the admin list only', () => {
    expect(merchantTransactionSearch({ merchant: 'usr_merchant' })).toEqual({ merchant: undefined })
    expect(adminTransactionSearch({ merchant: 'usr_merchant', status: 'PENDING' })).toEqual({ merchant: 'usr_merchant', status: 'PENDING' })
  })

  it('counts status, method, dates and merchant as filters; search, page and the open transaction are not', () => {
    expect(hasActiveFilters({ search: 'x', page: 3, tx: '1' })).toBe(false)
    expect(activeFilters({ search: 'x', page: 3, method: 'card', merchant: 'usr_a' })).toEqual({ method: 'card', merchant: 'usr_a' })
    expect(hasActiveFilters({ to: '2026-01-01' })).toBe(true)
  })

  it('sends only what is set: page 1 of 20 by default', () => {
    expect(transactionListQuery({})).toEqual({ page: 1, page_size: 20 })
    expect(transactionListQuery({ page: 3, search: 'ada', status: 'CANCELED', method: 'card', merchant: 'usr_x', tx: '5' })).toEqual({
      page: 3,
      page_size: 20,
      search: 'ada',
      status: 'CANCELED',
      payment_method: 'card',
      merchant_id: 'usr_x',
    })
  })

  it('sends the date range as the local days from their first to their last millisecond', () => {
    process.env.TZ = 'America/New_York'
    // March 2026: EST (UTC-5) on the 1st, EDT (UTC-4) from the 8th.
    expect(transactionListQuery({ from: '2026-03-01', to: '2026-03-31' })).toMatchObject({ from_date: '2026-03-01T05:00:00.000Z', to_date: '2026-04-01T03:59:59.999Z' })
    process.env.TZ = 'Asia/Tokyo'
    expect(transactionListQuery({ from: '2026-03-01' })).toEqual({ page: 1, page_size: 20, from_date: '2026-02-28T15:00:00.000Z' })
  })
})

describe('subscription list search params', () => {
  it('keeps page, search, plan and state, and sends only what is set', () => {
    const search = subscriptionSearch({ page: '2', search: ' maya ', plan: 'pro', state: 'inactive', yearly: true })
    expect(search).toEqual({ page: 2, search: 'maya', plan: 'pro', state: 'inactive' })
    expect(subscriptionListQuery(search)).toEqual({ page: 2, page_size: 20, search: 'maya', plan: 'pro', state: 'inactive' })
    expect(subscriptionSearch({ state: 'paused', page: -1 })).toEqual({ filtersReset: true })
    expect(subscriptionListQuery({})).toEqual({ page: 1, page_size: 20 })
  })
})

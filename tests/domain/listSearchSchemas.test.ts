/**
 * Every list's one search schema (its route's validateSearch) against hand-edited and hostile URLs:
 * each unusable value falls back to its default and raises `filtersReset`, the usable ones stay,
 * unknown keys are dropped, and nothing hostile survives into the search the screens read.
 */
import { describe, expect, it } from 'vitest'
import type { FiltersReset } from '../../src/domain/listSearch'
import { overviewSearch } from '../../src/domain/overviewPeriod'
import { paymentLinksSearch } from '../../src/domain/paymentLinksSearch'
import { validatedIntegrationsSearch } from '../../src/routes/-integrations/validatedIntegrationsSearch'
import { subscriptionSearch } from '../../src/domain/subscriptionSearch'
import { adminTransactionSearch, merchantTransactionSearch } from '../../src/domain/transactionSearch'
import { validateFundsTransferSearch, validateWalletSearch } from '../../src/routes/-transfers/transferSearch'
import { walletsSearch } from '../../src/routes/-walletsAdmin/walletsSearch'

type Kind = 'page' | 'enum' | 'day' | 'amount' | 'text' | 'id' | 'days'

const SCRIPT = '<script>alert(1)</script>'
const HUGE = 'x'.repeat(100_000)

/** What a hand-edited or hostile URL may hold for a param of each kind (as the router parses it: numbers, arrays and objects included). */
const HOSTILE: Record<Kind, unknown[]> = {
  page: [-5, 0, 'abc', 1.5, 1e21, '-5', [1, 2], { page: 1 }, true, HUGE],
  enum: [SCRIPT, 'all', 'pending ', 5, ['PENDING', 'FAILED'], { value: 'PENDING' }, HUGE],
  day: ['2026-13-45', '2026-02-30', '2025-02-29', '30/02/2026', '2026-3-1', 20260301, ['2026-03-01'], `2026-03-01${SCRIPT}`, HUGE],
  amount: ['abc', -1, 10.005, 1e13, 'NaN', 'Infinity', [10, 20], { min: 1 }, HUGE],
  text: [HUGE, 'x'.repeat(201), ['a', 'b'], { $gt: '' }, true],
  id: [SCRIPT, '../../admin', 'a b', -1, 1.5, 'x'.repeat(101), ['usr_a'], { id: 'usr_a' }, HUGE],
  days: [0, 31, -7, 'abc', '7d', [7], { days: 7 }, HUGE],
}

interface ListCase {
  list: string
  schema: (raw: Record<string, unknown>) => FiltersReset & object
  /** Each param and its kind. */
  params: Record<string, Kind>
  /** A URL's worth of usable values, and what the schema reads them as. */
  valid: Record<string, unknown>
  read: Record<string, unknown>
  /** Low and high ends of the ranges, with values the wrong way round. */
  inverted?: Record<string, unknown>
}

const transactionParams: Record<string, Kind> = { page: 'page', search: 'text', status: 'enum', method: 'enum', from: 'day', to: 'day', tx: 'id' }
const transactionValid = { page: 2, search: ' ada ', status: 'FAILED', method: 'crypto', from: '2026-02-28', to: '2026-03-31', tx: 100107 }
const transactionRead = { page: 2, search: 'ada', status: 'FAILED', method: 'crypto', from: '2026-02-28', to: '2026-03-31', tx: '100107' }

const LISTS: ListCase[] = [
  {
    list: '/transactions',
    schema: merchantTransactionSearch,
    params: transactionParams,
    valid: transactionValid,
    read: transactionRead,
    inverted: { from: '2026-03-31', to: '2026-03-01' },
  },
  {
    list: '/transactions-admin',
    schema: adminTransactionSearch,
    params: { ...transactionParams, merchant: 'id' },
    valid: { ...transactionValid, merchant: 'usr_reviewer' },
    read: { ...transactionRead, merchant: 'usr_reviewer' },
    inverted: { from: '2026-03-31', to: '2026-03-01' },
  },
  {
    list: '/payment-links',
    schema: paymentLinksSearch,
    params: { search: 'text', status: 'enum', currency: 'enum', min: 'amount', max: 'amount' },
    valid: { search: 'Gift', status: 'completed', currency: 'EUR', min: 10, max: '99.5' },
    read: { search: 'Gift', status: 'completed', currency: 'EUR', min: 10, max: 99.5 },
    inverted: { min: 100, max: 10 },
  },
  {
    list: '/wallets-admin',
    schema: walletsSearch,
    params: { page: 'page', search: 'text', min_balance: 'amount', max_balance: 'amount', min_pending: 'amount', max_pending: 'amount', sort_by: 'enum', sort_order: 'enum' },
    valid: { page: 3, search: 'ana', min_balance: 0, max_balance: 500, min_pending: 1, max_pending: 2.5, sort_by: 'balance', sort_order: 'asc' },
    read: { page: 3, search: 'ana', min_balance: 0, max_balance: 500, min_pending: 1, max_pending: 2.5, sort_by: 'balance', sort_order: 'asc' },
    inverted: { min_pending: 5, max_pending: 4.99 },
  },
  {
    list: '/subscription-admin',
    schema: subscriptionSearch,
    params: { page: 'page', search: 'text', plan: 'id', state: 'enum' },
    valid: { page: '2', search: 'maya', plan: 'pro', state: 'active' },
    read: { page: 2, search: 'maya', plan: 'pro', state: 'active' },
  },
  {
    list: '/wallet',
    schema: validateWalletSearch,
    params: { page: 'page', status: 'enum' },
    valid: { page: 2, status: 'CANCELLED' },
    read: { page: 2, status: 'CANCELLED' },
  },
  {
    list: '/funds-transfer',
    schema: validateFundsTransferSearch,
    params: { page: 'page', status: 'enum', wallet: 'id', find: 'text' },
    valid: { page: 2, status: 'PENDING', wallet: 'wal_1041881c51ad', find: 'maya@' },
    read: { page: 2, status: 'PENDING', wallet: 'wal_1041881c51ad', find: 'maya@' },
  },
  {
    list: '/validated-integration',
    schema: validatedIntegrationsSearch,
    params: { search: 'text' },
    valid: { search: 'shop.example' },
    read: { search: 'shop.example' },
  },
  {
    list: '/dashboard (the overview period)',
    schema: overviewSearch,
    params: { days: 'days' },
    valid: { days: 90 },
    read: { days: 90 },
  },
]

const describeValue = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${value.slice(0, 12)}… (${value.length} chars)` : JSON.stringify(value))

describe.each(LISTS)('$list search schema', ({ schema, params, valid, read }) => {
  it('reads a usable URL as it is, without a reset', () => {
    expect(schema(valid)).toEqual(read)
    expect(schema({})).toEqual({})
  })

  it.each(Object.entries(params))('"%s": every hostile value falls back to its default, the other params stay, the reset is flagged', (param, kind) => {
    for (const hostile of HOSTILE[kind]) {
      const search = schema({ ...valid, [param]: hostile })
      const expected = { ...read, [param]: undefined, filtersReset: true }
      expect(search, `${param}=${describeValue(hostile)}`).toEqual(expected)
    }
  })

  it('drops unknown keys without calling it a reset, so they leave the URL', () => {
    const search = { ...schema({ ...valid, evil: SCRIPT, __proto__x: '1', constructor: 'x' }) } as Record<string, unknown>
    expect(search).toEqual(read)
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['evil', 'constructor']))
    expect(search.evil).toBeUndefined()
  })

  it('lets nothing hostile through, whatever the combination', () => {
    const all = Object.fromEntries(Object.entries(params).map(([param, kind]) => [param, HOSTILE[kind][0]]))
    const search = schema(all)
    expect(Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))).toEqual({ filtersReset: true })
  })
})

describe.each(LISTS.filter((list) => list.inverted))('$list search schema, its ranges', ({ schema, valid, read, inverted = {} }) => {
  it('resets a range that ends before it starts (both ends), and keeps one that does not', () => {
    const search = schema({ ...valid, ...inverted })
    expect(search).toEqual({ ...read, ...Object.fromEntries(Object.keys(inverted).map((key) => [key, undefined])), filtersReset: true })
    expect(schema(valid).filtersReset).toBeUndefined()
  })
})

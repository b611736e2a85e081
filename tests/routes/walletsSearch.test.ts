import { describe, expect, it } from 'vitest'
import { walletsSearch } from '../../src/routes/-walletsAdmin/walletsSearch'

describe('walletsSearch: the wallet list search params', () => {
  it('reads every param the list keeps', () => {
    expect(walletsSearch({ page: 2, search: ' ana ', min_balance: 10, max_balance: '99.5', min_pending: 0, max_pending: 12.25, sort_by: 'user__email', sort_order: 'asc' })).toEqual({
      page: 2,
      search: 'ana',
      min_balance: 10,
      max_balance: 99.5,
      min_pending: 0,
      max_pending: 12.25,
      sort_by: 'user__email',
      sort_order: 'asc',
    })
  })

  it('drops each bad value on its own, naming it undefined so the raw value cannot show through', () => {
    const search = walletsSearch({ page: 0, search: 'x'.repeat(201), min_balance: 'abc', max_balance: -1, min_pending: 1.005, max_pending: 5, sort_by: 'password', sort_order: 'sideways' })
    expect(search).toEqual({ max_pending: 5, filtersReset: true })
    expect(Object.keys(search)).toEqual(['page', 'search', 'min_balance', 'max_balance', 'min_pending', 'max_pending', 'sort_by', 'sort_order', 'filtersReset'])
  })
})

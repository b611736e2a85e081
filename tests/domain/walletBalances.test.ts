import { describe, expect, it } from 'vitest'
import {
  filterDraft,
  WALLETS_ERROR_FALLBACK,
  WALLETS_FETCH_FAILED,
  WALLETS_LOAD_FAILED,
  hasActiveFilters,
  isNarrowed,
  parseFilterDraft,
  telegramHandle,
  walletBalanceQuery,
  type WalletFilterDraft,
} from '../../src/domain/walletBalances'
import { SORT_FIELD_WORDS, SORT_ORDER_WORDS } from '../../src/components/walletsAdmin/walletWords'
import { walletsAdminMessages, type WalletsAdminKey } from '../../src/i18n/messages/walletsAdmin.en'
import { WALLET_SORT_FIELDS } from '../../src/domain/walletListSearch'

const blank: WalletFilterDraft = { min_balance: '', max_balance: '', min_pending: '', max_pending: '', sort_by: 'created_at', sort_order: 'desc' }

describe('walletBalanceQuery: the list in the URL as the call query', () => {
  it('asks for page 1 of 20, newest first, when nothing is set', () => {
    expect(walletBalanceQuery({})).toEqual({ page: 1, page_size: 20, sort_by: 'created_at', sort_order: 'desc' })
  })

  it('sends every filter set, and none that is not', () => {
    expect(walletBalanceQuery({ page: 3, search: 'ana', min_balance: 0, max_pending: 12.5, sort_by: 'user__email', sort_order: 'asc' })).toEqual({
      page: 3,
      page_size: 20,
      search: 'ana',
      min_balance: 0,
      max_pending: 12.5,
      sort_by: 'user__email',
      sort_order: 'asc',
    })
    expect(Object.keys(walletBalanceQuery({ search: '' }))).toEqual(['page', 'page_size', 'sort_by', 'sort_order'])
  })

  it('knows SPEC §9 six sort options', () => {
    expect(WALLET_SORT_FIELDS).toEqual(['created_at', 'updated_at', 'balance', 'pending_balance', 'user__email', 'user__first_name'])
  })
})

describe('parseFilterDraft: the filter panel, checked before anything is sent', () => {
  it('leaves empty fields out and the default sort out of the URL', () => {
    expect(parseFilterDraft(blank)).toEqual({ filters: {} })
    expect(parseFilterDraft({ ...blank, min_balance: ' 10 ', max_pending: '0.5', sort_by: 'balance' })).toEqual({ filters: { min_balance: 10, max_pending: 0.5, sort_by: 'balance' } })
    expect(parseFilterDraft({ ...blank, sort_order: 'asc' })).toEqual({ filters: { sort_order: 'asc' } })
  })

  it('refuses amounts that are not numbers, negative or finer than 0.01', () => {
    expect(parseFilterDraft({ ...blank, min_balance: 'ten', max_balance: '-1', min_pending: '1.005' })).toEqual({
      errors: { min_balance: 'Enter a number', max_balance: 'Enter an amount of 0 or more', min_pending: 'Use at most 2 decimal places' },
    })
  })

  it('refuses a minimum above its maximum, on the maximum', () => {
    expect(parseFilterDraft({ ...blank, min_balance: '100', max_balance: '99.99', min_pending: '5', max_pending: '5' })).toEqual({
      errors: { max_balance: 'Max balance must not be less than min balance' },
    })
    expect(parseFilterDraft({ ...blank, min_pending: '5', max_pending: '1' })).toEqual({ errors: { max_pending: 'Max pending must not be less than min pending' } })
  })

  it('says an amount past the list\'s range is too large, and a blank field is no filter', () => {
    expect(parseFilterDraft({ ...blank, max_balance: '1e13' })).toEqual({ errors: { max_balance: 'Enter a smaller amount' } })
    expect(parseFilterDraft({ ...blank, min_balance: '   ', max_pending: '\t' })).toEqual({ filters: {} })
  })

  it('fills the panel from the URL', () => {
    expect(filterDraft({ min_balance: 10, max_pending: 0.5, sort_order: 'asc' })).toEqual({ ...blank, min_balance: '10', max_pending: '0.5', sort_order: 'asc' })
  })
})

describe('what the list says about its filters', () => {
  it('shows the dot for any amount filter or a sort other than the default', () => {
    expect(hasActiveFilters({})).toBe(false)
    expect(hasActiveFilters({ search: 'ana', page: 2, sort_by: 'created_at', sort_order: 'desc' })).toBe(false)
    expect(hasActiveFilters({ min_pending: 0 })).toBe(true)
    expect(hasActiveFilters({ sort_by: 'balance' })).toBe(true)
    expect(hasActiveFilters({ sort_order: 'asc' })).toBe(true)
  })

  it('is narrowed by a search or an amount filter, not by a sort', () => {
    expect(isNarrowed({ sort_by: 'balance' })).toBe(false)
    expect(isNarrowed({ search: 'x' })).toBe(true)
    expect(isNarrowed({ max_balance: 0 })).toBe(true)
  })
})

describe('how a wallet is shown', () => {
  it('writes a Telegram username as a handle, or nothing', () => {
    expect(telegramHandle('ana_01')).toBe('@ana_01')
    expect(telegramHandle('@ana_01')).toBe('@ana_01')
    expect(telegramHandle(null)).toBeNull()
    expect(telegramHandle('  ')).toBeNull()
    // Only the leading @s go; one inside the name stays.
    expect(telegramHandle('@@ana')).toBe('@ana')
    expect(telegramHandle('ana@shop')).toBe('@ana@shop')
  })

  it('the sort select and the states speak the spec\'s words (SPEC §2, §8, §9)', () => {
    const english = <K extends string>(keys: Record<K, WalletsAdminKey>) => Object.fromEntries(Object.entries<WalletsAdminKey>(keys).map(([value, key]) => [value, walletsAdminMessages.en[key]]))
    expect(english(SORT_FIELD_WORDS)).toEqual({ created_at: 'Date created', updated_at: 'Last updated', balance: 'Balance', pending_balance: 'Pending balance', user__email: 'Email', user__first_name: 'First name' })
    expect(english(SORT_ORDER_WORDS)).toEqual({ desc: 'Descending', asc: 'Ascending' })
    expect([WALLETS_LOAD_FAILED, WALLETS_FETCH_FAILED, WALLETS_ERROR_FALLBACK]).toEqual(['Failed to load wallets', 'Failed to fetch wallets', 'An error occurred while loading wallets'])
  })
})

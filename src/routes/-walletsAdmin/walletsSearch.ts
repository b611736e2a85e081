/** The wallet list's search params, read by hand (no schema library in the entry chunk): a bad value drops that one param. */
import { searchAmount, searchOneOf, searchPage, searchString } from '../../domain/listSearch'
import { SORT_ORDERS, WALLET_SORT_FIELDS, type WalletListSearch } from '../../domain/walletListSearch'

/**
 * Every key is returned, undefined when absent or unusable: the router lays a route's search over
 * the raw one, so a key left out would let the raw (bad) value through.
 */
export function walletsSearch(raw: Record<string, unknown>): WalletListSearch {
  return {
    page: searchPage(raw.page),
    search: searchString(raw.search),
    min_balance: searchAmount(raw.min_balance),
    max_balance: searchAmount(raw.max_balance),
    min_pending: searchAmount(raw.min_pending),
    max_pending: searchAmount(raw.max_pending),
    sort_by: searchOneOf(raw.sort_by, WALLET_SORT_FIELDS),
    sort_order: searchOneOf(raw.sort_order, SORT_ORDERS),
  }
}

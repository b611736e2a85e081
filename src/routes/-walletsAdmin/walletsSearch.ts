/** The wallet list's search params: one schema built from the list field readers (no schema library in the entry chunk). */
import { listSearchSchema, searchFields } from '../../domain/listSearch'
import { SORT_ORDERS, WALLET_SORT_FIELDS, type WalletListSearch } from '../../domain/walletListSearch'

/** The route's validateSearch: a minimum above its maximum is reset with it. */
export const walletsSearch = listSearchSchema<WalletListSearch>(
  {
    page: searchFields.page,
    search: searchFields.text(),
    min_balance: searchFields.amount,
    max_balance: searchFields.amount,
    min_pending: searchFields.amount,
    max_pending: searchFields.amount,
    sort_by: searchFields.oneOf(WALLET_SORT_FIELDS),
    sort_order: searchFields.oneOf(SORT_ORDERS),
  },
  {
    ranges: [
      ['min_balance', 'max_balance'],
      ['min_pending', 'max_pending'],
    ],
  },
)

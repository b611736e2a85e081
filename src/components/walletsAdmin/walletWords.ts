/** The wallet list's fields, sorts and filter messages as catalog keys (the domain's English words, in the reader's language). */
import type { WalletFilterWords } from '../../domain/walletBalances'
import type { AmountFilter, SortOrder, WalletSortField } from '../../domain/walletListSearch'
import type { WalletsAdminKey } from '../../i18n/messages/walletsAdmin.en'

export const AMOUNT_FILTER_WORDS = {
  min_balance: 'minBalance',
  max_balance: 'maxBalance',
  min_pending: 'minPending',
  max_pending: 'maxPending',
} as const satisfies Record<AmountFilter, WalletsAdminKey>

export const SORT_FIELD_WORDS = {
  created_at: 'sortCreatedAt',
  updated_at: 'sortUpdatedAt',
  balance: 'sortBalance',
  pending_balance: 'sortPendingBalance',
  user__email: 'sortEmail',
  user__first_name: 'sortFirstName',
} as const satisfies Record<WalletSortField, WalletsAdminKey>

export const SORT_ORDER_WORDS = { desc: 'descending', asc: 'ascending' } as const satisfies Record<SortOrder, WalletsAdminKey>

/** The filter panel's messages (src/domain/walletBalances.ts) in the reader's language. */
export function walletFilterWords(t: (key: WalletsAdminKey) => string, intl: string): WalletFilterWords {
  return {
    intl,
    unreadable: t('enterNumber'),
    negative: t('enterZeroOrMore'),
    decimals: t('twoDecimals'),
    tooLarge: t('smallerAmount'),
    belowMinimum: (max) => t(max === 'max_balance' ? 'maxBalanceBelowMin' : 'maxPendingBelowMin'),
  }
}

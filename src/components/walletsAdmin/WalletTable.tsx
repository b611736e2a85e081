import { Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type ServerSort } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { formatMoney } from '../../domain/money'
import { telegramHandle, WALLET_PAGE_SIZE } from '../../domain/walletBalances'
import { personName } from '../../domain/userName'
import { WalletBadges } from './WalletBadges'
import { useMessages } from '../../i18n/appLocale'
import { walletsAdminMessages } from '../../i18n/messages/walletsAdmin.en'

type Wallet = components['schemas']['AdminWallet']

// An amount keeps left to right in a right-to-left table (issue 23 §3).
const money = (wallet: Wallet, field: 'balance' | 'pending_balance' | 'combined_balance', locale: string) => <bdi dir="ltr">{formatMoney(wallet[field], wallet.currency, 2, locale)}</bdi>

/**
 * SPEC §2's wallet table: user, e-mail, telegram, the three balances, status badges, last update and Details. The API
 * sorts it: a sortable column's id is its `sort_by` field (SPEC §9's options), the others cannot be sorted.
 */
export function WalletTable({ wallets, loading, empty, onDetails, sort }: { wallets: Wallet[] | undefined; loading: boolean; empty: ReactNode; onDetails: (wallet: Wallet) => void; sort: ServerSort }) {
  const { t, intl } = useMessages(walletsAdminMessages)
  const col = dataColumns<Wallet>()
  const columns = col.columns([
    col.accessor((wallet) => wallet.user.first_name, {
      id: 'user__first_name',
      header: t('user'),
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontWeight="medium">{personName(row.original.user.first_name, row.original.user.last_name)}</Text>
          <Text fontSize="xs" color="fg.muted">
            <bdi dir="ltr">{row.original.user.id}</bdi>
          </Text>
        </Stack>
      ),
    }),
    col.accessor((wallet) => wallet.user.email, { id: 'user__email', header: t('email'), cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi> }),
    col.accessor((wallet) => telegramHandle(wallet.user.telegram) ?? '-', { id: 'telegram', header: t('telegram'), enableSorting: false, cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi> }),
    col.accessor('balance', { header: t('balance'), cell: ({ row }) => money(row.original, 'balance', intl), meta: { numeric: true } }),
    col.accessor('pending_balance', { header: t('pending'), cell: ({ row }) => money(row.original, 'pending_balance', intl), meta: { numeric: true } }),
    col.accessor('combined_balance', { header: t('combined'), enableSorting: false, cell: ({ row }) => money(row.original, 'combined_balance', intl), meta: { numeric: true } }),
    // Two badges on two lines: side by side they pushed Updated and Details out of a 1280 px screen.
    col.display({ id: 'status', header: t('status'), cell: ({ row }) => <WalletBadges wallet={row.original} stacked /> }),
    col.accessor('updated_at', { header: t('updated'), cell: ({ getValue }) => <RelativeTime value={getValue()} /> }),
    col.display({
      id: 'details',
      meta: { action: true },
      header: t('details'),
      cell: ({ row }) => (
        <Button size="xs" variant="outline" aria-label={t('detailsOf', { email: row.original.user.email })} onClick={() => onDetails(row.original)}>
          {t('details')}
        </Button>
      ),
    }),
  ])
  return <DataTable caption={t('caption')} columns={columns} rows={wallets} loading={loading} skeletonRows={WALLET_PAGE_SIZE} empty={empty} getRowId={(wallet) => wallet.wallet_id} sort={sort} />
}

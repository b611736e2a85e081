import { Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type ServerSort } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { formatMoney } from '../../domain/money'
import { telegramHandle, WALLET_PAGE_SIZE } from '../../domain/walletBalances'
import { personName } from '../../domain/userName'
import { WalletBadges } from './WalletBadges'

type Wallet = components['schemas']['AdminWallet']

const money = (wallet: Wallet, field: 'balance' | 'pending_balance' | 'combined_balance') => formatMoney(wallet[field], wallet.currency)

/**
 * SPEC §2's wallet table: user, e-mail, telegram, the three balances, status badges, last update and Details. The API
 * sorts it: a sortable column's id is its `sort_by` field (SPEC §9's options), the others cannot be sorted.
 */
export function WalletTable({ wallets, loading, empty, onDetails, sort }: { wallets: Wallet[] | undefined; loading: boolean; empty: ReactNode; onDetails: (wallet: Wallet) => void; sort: ServerSort }) {
  const col = dataColumns<Wallet>()
  const columns = col.columns([
    col.accessor((wallet) => wallet.user.first_name, {
      id: 'user__first_name',
      header: 'User',
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontWeight="medium">{personName(row.original.user.first_name, row.original.user.last_name)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.original.user.id}
          </Text>
        </Stack>
      ),
    }),
    col.accessor((wallet) => wallet.user.email, { id: 'user__email', header: 'Email' }),
    col.accessor((wallet) => telegramHandle(wallet.user.telegram) ?? '-', { id: 'telegram', header: 'Telegram', enableSorting: false }),
    col.accessor('balance', { header: 'Balance', cell: ({ row }) => money(row.original, 'balance'), meta: { numeric: true } }),
    col.accessor('pending_balance', { header: 'Pending', cell: ({ row }) => money(row.original, 'pending_balance'), meta: { numeric: true } }),
    col.accessor('combined_balance', { header: 'Combined', enableSorting: false, cell: ({ row }) => money(row.original, 'combined_balance'), meta: { numeric: true } }),
    // Two badges on two lines: side by side they pushed Updated and Details out of a 1280 px screen.
    col.display({ id: 'status', header: 'Status', cell: ({ row }) => <WalletBadges wallet={row.original} stacked /> }),
    col.accessor('updated_at', { header: 'Updated', cell: ({ getValue }) => <RelativeTime value={getValue()} /> }),
    col.display({
      id: 'details',
      meta: { action: true },
      header: 'Details',
      cell: ({ row }) => (
        <Button size="xs" variant="outline" aria-label={`Details of ${row.original.user.email}`} onClick={() => onDetails(row.original)}>
          Details
        </Button>
      ),
    }),
  ])
  return <DataTable caption="Wallets" columns={columns} rows={wallets} loading={loading} skeletonRows={WALLET_PAGE_SIZE} empty={empty} getRowId={(wallet) => wallet.wallet_id} sort={sort} />
}

import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { AdminSubscription } from '../../api/subscriptionsAdmin'
import { formatEuro } from '../../domain/money'
import { localDate } from '../../domain/relativeTime'
import { DataTable, dataColumns } from '../data/DataTable'
import { StatusBadge } from '../data/StatusBadge'
import { personName } from '../../domain/userName'

export const BILLING_CYCLE_LABEL = { monthly: 'Monthly', annual: 'Annual' } as const
export const SUBSCRIPTION_STATE_LABEL = { active: 'Active', inactive: 'Inactive' } as const

const col = dataColumns<AdminSubscription>()

/** "01/02/2026 – 01/03/2026" in the browser's local date format. */
export function subscriptionPeriod(row: Pick<AdminSubscription, 'started_at' | 'expires_at'>): string {
  return `${localDate(row.started_at) ?? '—'} – ${localDate(row.expires_at) ?? '—'}`
}

const columns = col.columns([
  col.accessor('user', {
    header: 'User',
    // An object: the rows on screen sort by the columns of plain values.
    enableSorting: false,
    cell: (info) => (
      <Stack gap="0" minW="0">
        {personName(info.getValue().first_name, info.getValue().last_name) && <Text fontWeight="medium">{personName(info.getValue().first_name, info.getValue().last_name)}</Text>}
        <Text color="fg.muted" fontSize="xs">
          {info.getValue().email}
        </Text>
      </Stack>
    ),
  }),
  col.accessor('plan_name', { header: 'Plan' }),
  col.accessor('billing_cycle', { header: 'Billing', cell: (info) => BILLING_CYCLE_LABEL[info.getValue()] ?? info.getValue() }),
  col.accessor('state', {
    header: 'State',
    cell: (info) => <StatusBadge label={SUBSCRIPTION_STATE_LABEL[info.getValue()] ?? info.getValue()} palette={info.getValue() === 'active' ? 'green' : 'gray'} />,
  }),
  col.display({ id: 'period', header: 'Period', cell: (info) => <Text whiteSpace="nowrap">{subscriptionPeriod(info.row.original)}</Text> }),
  col.accessor('amount_charged', {
    header: 'Amount charged',
    meta: { numeric: true },
    cell: (info) => (
      <Stack gap="0" align="flex-end">
        <Text>{formatEuro(Number(info.getValue()))}</Text>
        {info.row.original.promo_code && (
          <Text color="fg.muted" fontSize="xs">
            {`Promo ${info.row.original.promo_code}`}
          </Text>
        )}
      </Stack>
    ),
  }),
])

/** Every subscription of a list page (admin). */
export function SubscriptionsTable({ rows, loading, empty }: { rows: AdminSubscription[] | undefined; loading: boolean; empty: ReactNode }) {
  return <DataTable caption="Subscriptions" columns={columns} rows={rows} loading={loading} skeletonRows={8} empty={empty} getRowId={(row) => row.id} />
}

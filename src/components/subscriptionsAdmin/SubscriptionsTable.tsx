import { Stack, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import type { AdminSubscription, SubscriptionState } from '../../api/subscriptionsAdmin'
import { formatMoney } from '../../domain/money'
import { localDate } from '../../domain/relativeTime'
import { DataTable, dataColumns } from '../data/DataTable'
import { StatusBadge } from '../data/StatusBadge'
import { personName } from '../../domain/userName'
import { useMessages } from '../../i18n/appLocale'
import { subscriptionsAdminMessages, type SubscriptionsAdminKey } from '../../i18n/messages/subscriptionsAdmin.en'
import type { Translator } from '../../i18n/translator'

/** The contract's billing cycles and states, as catalog keys (a value the contract adds later shows as sent). */
const BILLING_CYCLE_WORDS: Record<string, SubscriptionsAdminKey | undefined> = { monthly: 'monthly', annual: 'annual' }
export const SUBSCRIPTION_STATE_WORDS = { active: 'active', inactive: 'inactive' } as const satisfies Record<SubscriptionState, SubscriptionsAdminKey>

const col = dataColumns<AdminSubscription>()

/** "01/02/2026 – 01/03/2026" in the browser's local date format (English), the reader's otherwise. */
export function subscriptionPeriod(row: Pick<AdminSubscription, 'started_at' | 'expires_at'>, dates?: string): string {
  return `${localDate(row.started_at, dates) ?? '—'} – ${localDate(row.expires_at, dates) ?? '—'}`
}

function subscriptionColumns({ t, intl, dates }: Pick<Translator<SubscriptionsAdminKey>, 't' | 'intl' | 'dates'>) {
  const words = (key: SubscriptionsAdminKey | undefined, value: string) => (key ? t(key) : value)
  return col.columns([
    col.accessor('user', {
      header: t('user'),
      // An object: the rows on screen sort by the columns of plain values.
      enableSorting: false,
      cell: (info) => (
        <Stack gap="0" minW="0">
          {personName(info.getValue().first_name, info.getValue().last_name) && <Text fontWeight="medium">{personName(info.getValue().first_name, info.getValue().last_name)}</Text>}
          <Text color="fg.muted" fontSize="xs">
            <bdi dir="ltr">{info.getValue().email}</bdi>
          </Text>
        </Stack>
      ),
    }),
    col.accessor('plan_name', { header: t('plan') }),
    col.accessor('billing_cycle', { header: t('billing'), cell: (info) => words(BILLING_CYCLE_WORDS[info.getValue()], info.getValue()) }),
    col.accessor('state', {
      header: t('state'),
      cell: (info) => <StatusBadge label={words(SUBSCRIPTION_STATE_WORDS[info.getValue()], info.getValue())} palette={info.getValue() === 'active' ? 'green' : 'gray'} />,
    }),
    col.display({ id: 'period', header: t('period'), cell: (info) => <Text whiteSpace="nowrap">{subscriptionPeriod(info.row.original, dates)}</Text> }),
    col.accessor('amount_charged', {
      header: t('amountCharged'),
      meta: { numeric: true },
      cell: (info) => (
        <Stack gap="0" align="flex-end">
          <Text>
            <bdi dir="ltr">{formatMoney(Number(info.getValue()), 'EUR', 2, intl)}</bdi>
          </Text>
          {info.row.original.promo_code && (
            <Text color="fg.muted" fontSize="xs">
              {t('promo', { code: info.row.original.promo_code })}
            </Text>
          )}
        </Stack>
      ),
    }),
  ])
}

/** Every subscription of a list page (admin). */
export function SubscriptionsTable({ rows, loading, empty }: { rows: AdminSubscription[] | undefined; loading: boolean; empty: ReactNode }) {
  const { t, intl, dates } = useMessages(subscriptionsAdminMessages)
  const columns = useMemo(() => subscriptionColumns({ t, intl, dates }), [t, intl, dates])
  return <DataTable sortOnPhone caption={t('caption')} columns={columns} rows={rows} loading={loading} skeletonRows={8} empty={empty} getRowId={(row) => row.id} />
}

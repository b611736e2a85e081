import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import type { Translator } from '../../i18n/translator'
import { DataTable, dataColumns } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import { RelativeTime } from '../data/RelativeTime'
import { TransactionStatusBadge } from '../data/StatusBadge'
import { Ltr } from '../../i18n/Ltr'

type Transaction = components['schemas']['Transaction']

const col = dataColumns<Transaction>()

/** The latest transactions' columns in the reader's language (the admin's name each row's merchant). */
function columnsOf({ t, intl }: Translator<keyof typeof overviewMessages.en>, showMerchant: boolean) {
  const customerColumn = col.accessor((row) => row.customer_name ?? row.customer_email, {
    id: 'customer',
    header: t('customer'),
    cell: (cell) => (
      <Text as="span" lineClamp={1} maxW="16rem" title={cell.row.original.customer_email}>
        {cell.getValue()}
      </Text>
    ),
  })
  return col.columns([
    col.accessor('created_at', { header: t('date'), cell: (cell) => <RelativeTime value={cell.getValue()} /> }),
    ...(showMerchant ? [col.accessor('merchant_email', { header: t('merchant') })] : []),
    customerColumn,
    col.accessor('amount', { header: t('amount'), meta: { numeric: true }, cell: (cell) => <Ltr>{formatMoney(cell.getValue(), cell.row.original.currency, 2, intl)}</Ltr> }),
    col.accessor('status', { header: t('status'), cell: (cell) => <TransactionStatusBadge status={cell.getValue()} /> }),
  ])
}

/** The 5 latest transactions, and the way to all of them. */
export function RecentTransactions({ rows, loading, allTo, showMerchant = false }: { rows: Transaction[] | undefined; loading: boolean; allTo: '/transactions' | '/transactions-admin'; showMerchant?: boolean }) {
  const words = useMessages(overviewMessages)
  const { t } = words
  const columns = useMemo(() => columnsOf(words, showMerchant), [words, showMerchant])
  return (
    <Stack as="section" aria-labelledby="latest-transactions-title" gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="latest-transactions-title">
          {t('latestTransactions')}
        </Heading>
        <Button asChild size="sm" minH="11" variant="ghost" colorPalette="brand">
          <Link to={allTo}>{t('viewAllTransactions')}</Link>
        </Button>
      </HStack>
      <DataTable
        caption={t('latestTransactions')}
        columns={columns}
        rows={rows}
        loading={loading}
        skeletonRows={5}
        getRowId={(row) => row.id}
        empty={<EmptyState title={t('noTransactionsYet')} hint={t('noTransactionsHint')} />}
      />
    </Stack>
  )
}

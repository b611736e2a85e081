import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { DataTable, dataColumns } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import { RelativeTime } from '../data/RelativeTime'
import { TransactionStatusBadge } from '../data/StatusBadge'

type Transaction = components['schemas']['Transaction']

const col = dataColumns<Transaction>()

const dateColumn = col.accessor('created_at', { header: 'Date', cell: (cell) => <RelativeTime value={cell.getValue()} /> })
const customerColumn = col.accessor((row) => row.customer_name ?? row.customer_email, {
  id: 'customer',
  header: 'Customer',
  cell: (cell) => (
    <Text as="span" lineClamp={1} maxW="16rem" title={cell.row.original.customer_email}>
      {cell.getValue()}
    </Text>
  ),
})
const merchantColumn = col.accessor('merchant_email', { header: 'Merchant' })
const amountColumn = col.accessor('amount', { header: 'Amount', meta: { numeric: true }, cell: (cell) => formatMoney(cell.getValue(), cell.row.original.currency) })
const statusColumn = col.accessor('status', { header: 'Status', cell: (cell) => <TransactionStatusBadge status={cell.getValue()} /> })

const MERCHANT_COLUMNS = col.columns([dateColumn, customerColumn, amountColumn, statusColumn])
const ADMIN_COLUMNS = col.columns([dateColumn, merchantColumn, customerColumn, amountColumn, statusColumn])

/** The 5 latest transactions, and the way to all of them. */
export function RecentTransactions({ rows, loading, allTo, showMerchant = false }: { rows: Transaction[] | undefined; loading: boolean; allTo: '/transactions' | '/transactions-admin'; showMerchant?: boolean }) {
  return (
    <Stack as="section" aria-labelledby="latest-transactions-title" gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="latest-transactions-title">
          Latest transactions
        </Heading>
        <Button asChild size="sm" minH="11" variant="ghost" colorPalette="brand">
          <Link to={allTo}>View all transactions</Link>
        </Button>
      </HStack>
      <DataTable
        caption="Latest transactions"
        columns={showMerchant ? ADMIN_COLUMNS : MERCHANT_COLUMNS}
        rows={rows}
        loading={loading}
        skeletonRows={5}
        getRowId={(row) => row.id}
        empty={<EmptyState title="No transactions yet" hint="Payments appear here as soon as customers pay." />}
      />
    </Stack>
  )
}

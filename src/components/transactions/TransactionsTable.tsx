import { Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Transaction } from '../../api/transactions'
import { formatMoney } from '../../domain/money'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { TransactionStatusBadge } from '../data/StatusBadge'
import { paymentMethodLabel } from '../../domain/paymentMethods'
import { settlementRateText, walletCredit } from '../../domain/settlement'
import { personName } from '../../domain/userName'

export interface TransactionsTableProps {
  rows: Transaction[] | undefined
  loading: boolean
  /** The admin list: each row's merchant. */
  showMerchant?: boolean
  empty: ReactNode
  onDetails: (id: string) => void
}

/** A name over its e-mail in one cell; either may be missing. */
function Person({ name, email }: { name: string | null; email: string }) {
  return (
    <Stack gap="0" minW="0" maxW="40">
      {name && (
        <Text fontWeight="medium" truncate title={name}>
          {name}
        </Text>
      )}
      <Text color="fg.muted" fontSize="xs" truncate title={email}>
        {email}
      </Text>
    </Stack>
  )
}

const col = dataColumns<Transaction>()
const money = (field: 'amount' | 'fee' | 'gross_amount') => (row: Transaction) => formatMoney(row[field], row.currency)

/** What reaches the wallet, in its currency (nothing for a failed or cancelled payment); a converted payment names its recorded rate under it. */
function Settled({ transaction }: { transaction: Transaction }) {
  const { settlement } = transaction
  const credit = walletCredit(transaction)
  return (
    <Stack gap="0" align="flex-end">
      <Text as="span" color={credit ? undefined : 'fg.muted'}>
        {credit ?? 'Not credited'}
      </Text>
      {credit && settlement.exchange_rate && (
        <Text as="span" color="fg.muted" fontSize="xs">
          {settlementRateText(settlement)}
        </Text>
      )}
    </Stack>
  )
}

function columnsFor(showMerchant: boolean, onDetails: (id: string) => void) {
  return col.columns([
    col.accessor('created_at', { header: 'Date', cell: (info) => <RelativeTime value={info.getValue()} /> }),
    ...(showMerchant
      ? [col.accessor('merchant', { header: 'Merchant', enableSorting: false, cell: (info) => <Person name={personName(info.getValue().first_name, info.getValue().last_name)} email={info.getValue().email} /> })]
      : []),
    col.accessor('customer_email', { header: 'Customer', cell: (info) => <Person name={info.row.original.customer_name} email={info.getValue()} /> }),
    col.accessor('payment_method', { header: 'Method', cell: (info) => paymentMethodLabel(info.getValue()) }),
    col.accessor(money('amount'), { id: 'amount', header: 'Amount', meta: { numeric: true } }),
    col.accessor(money('fee'), { id: 'fee', header: 'Fee', meta: { numeric: true } }),
    col.accessor(money('gross_amount'), { id: 'gross', header: 'Gross', meta: { numeric: true } }),
    col.accessor((row) => row.settlement.amount, { id: 'settled', header: 'Settled', meta: { numeric: true }, cell: (info) => <Settled transaction={info.row.original} /> }),
    col.accessor('status', { header: 'Status', cell: (info) => <TransactionStatusBadge status={info.getValue()} /> }),
    col.display({
      id: 'actions',
      meta: { action: true },
      header: () => <Text srOnly>Actions</Text>,
      cell: (info) => (
        <Button size="xs" variant="outline" onClick={() => onDetails(info.row.original.id)} aria-label={`Details of transaction ${info.row.original.id}`}>
          Details
        </Button>
      ),
    }),
  ])
}

/** The transactions of a list page (the merchant's or, with `showMerchant`, every merchant's). */
export function TransactionsTable({ rows, loading, showMerchant = false, empty, onDetails }: TransactionsTableProps) {
  return (
    <DataTable
      caption={showMerchant ? 'All transactions' : 'Transactions'}
      columns={columnsFor(showMerchant, onDetails)}
      rows={rows}
      loading={loading}
      skeletonRows={8}
      empty={empty}
      getRowId={(row) => row.id}
    />
  )
}

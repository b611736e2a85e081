import { Button, Stack, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import type { Transaction } from '../../api/transactions'
import { formatMoney } from '../../domain/money'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { TransactionStatusBadge } from '../data/StatusBadge'
import { settlementRateText, walletCredit, type SettlementWords } from '../../domain/settlement'
import { personName } from '../../domain/userName'
import { useMessages } from '../../i18n/appLocale'
import { settlementMessages } from '../../i18n/messages/settlement.en'
import { transactionsMessages, type TransactionsKey } from '../../i18n/messages/transactions.en'
import type { Translator } from '../../i18n/translator'
import { Ltr } from '../../i18n/Ltr'
import { methodWord } from './transactionWords'

export interface TransactionsTableProps {
  rows: Transaction[] | undefined
  loading: boolean
  /** The admin list: each row's merchant. */
  showMerchant?: boolean
  empty: ReactNode
  onDetails: (id: string) => void
}

/**
 * A name over its e-mail in one cell; either may be missing. The e-mail reads left to right in Arabic too (cut at its
 * end, aligned with the name).
 */
function Person({ name, email }: { name: string | null; email: string }) {
  return (
    <Stack gap="0" minW="0" maxW="36">
      {name && (
        <Text fontWeight="medium" truncate title={name}>
          {name}
        </Text>
      )}
      <Text color="fg.muted" fontSize="xs" truncate title={email} dir="ltr" _rtl={{ textAlign: 'right' }}>
        {email}
      </Text>
    </Stack>
  )
}

const col = dataColumns<Transaction>()

/** What reaches the wallet, in its currency (nothing for a failed or cancelled payment); a converted payment names its recorded rate under it. */
function Settled({ transaction, notCredited, w }: { transaction: Transaction; notCredited: string; w: SettlementWords }) {
  const { settlement } = transaction
  const credit = walletCredit(transaction, w)
  return (
    <Stack gap="0" align="flex-end">
      <Text as="span" color={credit ? undefined : 'fg.muted'}>
        {credit ? <Ltr>{credit}</Ltr> : notCredited}
      </Text>
      {credit && settlement.exchange_rate && (
        <Text as="span" color="fg.muted" fontSize="xs">
          <Ltr>{settlementRateText(settlement, w)}</Ltr>
        </Text>
      )}
    </Stack>
  )
}

function columnsFor(words: Translator<TransactionsKey>, w: SettlementWords, showMerchant: boolean, onDetails: (id: string) => void) {
  const { t, intl } = words
  const money = (field: 'amount' | 'fee' | 'gross_amount') => (row: Transaction) => formatMoney(row[field], row.currency, 2, intl)
  const amount = (info: { getValue: () => unknown }) => <Ltr>{String(info.getValue())}</Ltr>
  return col.columns([
    col.accessor('created_at', { header: t('date'), cell: (info) => <RelativeTime value={info.getValue()} /> }),
    ...(showMerchant
      ? [col.accessor('merchant', { header: t('merchant'), enableSorting: false, cell: (info) => <Person name={personName(info.getValue().first_name, info.getValue().last_name)} email={info.getValue().email} /> })]
      : []),
    col.accessor('customer_email', { header: t('customer'), cell: (info) => <Person name={info.row.original.customer_name} email={info.getValue()} /> }),
    col.accessor('payment_method', { header: t('method'), cell: (info) => methodWord(words, info.getValue()) }),
    col.accessor(money('amount'), { id: 'amount', header: t('amount'), meta: { numeric: true }, cell: amount }),
    col.accessor(money('fee'), { id: 'fee', header: t('fee'), meta: { numeric: true }, cell: amount }),
    col.accessor(money('gross_amount'), { id: 'gross', header: t('gross'), meta: { numeric: true }, cell: amount }),
    col.accessor((row) => row.settlement.amount, { id: 'settled', header: t('settled'), meta: { numeric: true }, cell: (info) => <Settled transaction={info.row.original} notCredited={t('notCredited')} w={w} /> }),
    col.accessor('status', { header: t('status'), cell: (info) => <TransactionStatusBadge status={info.getValue()} /> }),
    col.display({
      id: 'actions',
      meta: { action: true },
      header: () => <Text srOnly>{t('actions')}</Text>,
      cell: (info) => (
        <Button size="xs" variant="outline" onClick={() => onDetails(info.row.original.id)} aria-label={t('detailsOf', { id: info.row.original.id })}>
          {t('details')}
        </Button>
      ),
    }),
  ])
}

/** The transactions of a list page (the merchant's or, with `showMerchant`, every merchant's). */
export function TransactionsTable({ rows, loading, showMerchant = false, empty, onDetails }: TransactionsTableProps) {
  const words = useMessages(transactionsMessages)
  const w = useMessages(settlementMessages)
  const columns = useMemo(() => columnsFor(words, w, showMerchant, onDetails), [words, w, showMerchant, onDetails])
  return (
    <DataTable sortOnPhone
      caption={words.t(showMerchant ? 'allTransactions' : 'title')}
      columns={columns}
      rows={rows}
      loading={loading}
      skeletonRows={8}
      empty={empty}
      getRowId={(row) => row.id}
    />
  )
}

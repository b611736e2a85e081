import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { TRANSACTIONS_FETCH_FAILED, transactionsQuery, type TransactionScope } from '../../api/transactions'
import { PageHeader } from '../../components/common/PageHeader'
import { EmptyState } from '../../components/data/EmptyState'
import { ExportCsvButton } from '../../components/data/ExportCsvButton'
import { FiltersButton } from '../../components/data/FiltersButton'
import { ListRange } from '../../components/data/ListRange'
import { Pager } from '../../components/data/Pager'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { SearchBox, SEARCH_DEBOUNCE_MS } from '../../components/data/SearchBox'
import { TransactionDrawer, type TransactionPaymentLink } from '../../components/transactions/TransactionDrawer'
import { TransactionFilters, type TransactionFilterDraft } from '../../components/transactions/TransactionFilters'
import { TransactionsTable } from '../../components/transactions/TransactionsTable'
import { definedOnly } from '../../domain/listSearch'
import { activeFilters, hasActiveFilters, transactionListQuery } from './transactionListQuery'
import { METHOD_FILTERS, STATUS_FILTERS, type TransactionSearch } from './transactionSearch'
import { useSelectedTransaction } from './useSelectedTransaction'
import { useTransactionExport } from './useTransactionExport'

export const TRANSACTIONS_TEXT = {
  merchant: {
    title: 'Transactions',
    subtitle: 'Payments made through your payment links and your website',
    searchPlaceholder: 'Search by customer e-mail or name',
    emptyTitle: 'No transactions yet',
    emptyHint: 'Payments made through your payment links and your website will appear here.',
  },
  admin: {
    title: 'Transactions',
    subtitle: "Every merchant's transactions",
    searchPlaceholder: 'Search by customer or merchant e-mail',
    emptyTitle: 'No transactions yet',
    emptyHint: "Every merchant's payments will appear here.",
  },
  filteredTitle: 'No transactions match these filters',
  filteredHint: 'Try adjusting your search terms or filters',
  pastEndTitle: 'No transactions on this page',
} as const

export interface TransactionsScreenProps {
  scope: TransactionScope
  /** The list's state, from the route's validated URL search params. */
  search: TransactionSearch
  onNavigate: (next: TransactionSearch, options?: { replace?: boolean }) => void
  renderPaymentLink?: (link: TransactionPaymentLink) => ReactNode
}

const FILTERS_ID = 'transaction-filters'

/**
 * A transaction list (the merchant's own, or every merchant's for admins): search, filters and the
 * page in the URL, the details drawer of the transaction named there, CSV export of every match.
 */
export function TransactionsScreen({ scope, search, onNavigate, renderPaymentLink }: TransactionsScreenProps) {
  const admin = scope === 'admin'
  const text = TRANSACTIONS_TEXT[scope]
  const [filtersOpen, setFiltersOpen] = useState(false)
  const query = transactionListQuery(search)
  const listQuery = useQuery(transactionsQuery(scope, query))
  const list = useQueryRead(listQuery)
  const selected = useSelectedTransaction(scope, search.tx, list.data?.results, listQuery.isSuccess && !listQuery.isPlaceholderData)
  const { exportCsv, exporting } = useTransactionExport(scope, query)

  const go = (patch: TransactionSearch, options?: { replace?: boolean }) => onNavigate(definedOnly({ ...search, ...patch }), options)
  const clearFilters = () => go({ status: undefined, method: undefined, from: undefined, to: undefined, merchant: undefined, page: undefined })
  const filtered = hasActiveFilters(search) || Boolean(search.search)
  const pagination = list.data?.pagination
  const rows = list.data?.results
  const page = search.page ?? 1

  const empty =
    pagination && pagination.total_items > 0 ? (
      <EmptyState title={TRANSACTIONS_TEXT.pastEndTitle} action={<Button colorPalette="brand" onClick={() => go({ page: undefined })}>Go to the first page</Button>} />
    ) : filtered ? (
      <EmptyState title={TRANSACTIONS_TEXT.filteredTitle} hint={TRANSACTIONS_TEXT.filteredHint} action={<Button colorPalette="brand" onClick={() => onNavigate({})}>Clear filters</Button>} />
    ) : (
      <EmptyState title={text.emptyTitle} hint={text.emptyHint} />
    )

  return (
    <Stack gap="5">
      <PageHeader title={text.title} subtitle={text.subtitle} actions={<ExportCsvButton onExport={exportCsv} busy={exporting} disabled={!pagination || pagination.total_items === 0} />} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <SearchBox
          label="Search transactions"
          placeholder={text.searchPlaceholder}
          value={search.search ?? ''}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={(value) => go({ search: value || undefined, page: undefined }, { replace: true })}
        />
        <FiltersButton active={hasActiveFilters(search)} onClick={() => setFiltersOpen((open) => !open)} expanded={filtersOpen} controls={filtersOpen ? FILTERS_ID : undefined} />
      </Stack>
      {filtersOpen && (
        <TransactionFilters
          id={FILTERS_ID}
          values={activeFilters(search)}
          statuses={STATUS_FILTERS}
          methods={METHOD_FILTERS}
          showMerchant={admin}
          onApply={(values: TransactionFilterDraft) => go({ ...values, page: undefined })}
          onClear={clearFilters}
        />
      )}
      <ReadView read={list} failedMessage={TRANSACTIONS_FETCH_FAILED}>
        {pagination && rows && <ListRange page={page} pageSize={pagination.page_size} shown={rows.length} total={pagination.total_items} noun="transactions" />}
        <TransactionsTable rows={rows} loading={list.loading} showMerchant={admin} empty={empty} onDetails={(tx) => go({ tx })} />
        <Pager page={page} totalPages={pagination?.total_pages ?? 1} onPage={(next) => go({ page: next > 1 ? next : undefined })} />
      </ReadView>
      <TransactionDrawer
        transactionId={search.tx}
        detail={selected}
        showMerchant={admin}
        onMerchantFilter={admin ? (merchant) => go({ merchant, page: undefined, tx: undefined }) : undefined}
        renderPaymentLink={renderPaymentLink}
        onClose={() => go({ tx: undefined })}
      />
    </Stack>
  )
}

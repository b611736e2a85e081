import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { TRANSACTIONS_FETCH_FAILED, transactionsQuery, type TransactionScope } from '../../api/transactions'
import { PageHeader } from '../../components/common/PageHeader'
import { EmptyState } from '../../components/data/EmptyState'
import { ExportCsvButton } from '../../components/data/ExportCsvButton'
import { ListRange } from '../../components/data/ListRange'
import { activeFilterChips, ListToolbar, pagedListSearch } from '../../components/data/ListToolbar'
import { Pager } from '../../components/data/Pager'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { TransactionDrawer, type TransactionPaymentLink } from '../../components/transactions/TransactionDrawer'
import { TransactionFilters, type TransactionFilterDraft } from '../../components/transactions/TransactionFilters'
import { TransactionsTable } from '../../components/transactions/TransactionsTable'
import { definedOnly } from '../../domain/listSearch'
import { activeFilters, hasActiveFilters, transactionListQuery } from '../../domain/transactionListQuery'
import { methodWord, statusWord } from '../../components/transactions/transactionWords'
import { useMessages } from '../../i18n/appLocale'
import { transactionsMessages } from '../../i18n/messages/transactions.en'
import { METHOD_FILTERS, STATUS_FILTERS, type TransactionSearch } from '../../domain/transactionSearch'
import { useSelectedTransaction } from './useSelectedTransaction'
import { useTransactionExport } from './useTransactionExport'

export interface TransactionsScreenProps {
  scope: TransactionScope
  /** The list's state, from the route's validated URL search params. */
  search: TransactionSearch
  onNavigate: (next: TransactionSearch, options?: { replace?: boolean }) => void
  renderPaymentLink?: (link: TransactionPaymentLink) => ReactNode
}

/**
 * A transaction list (the merchant's own, or every merchant's for admins): search, filters and the
 * page in the URL, the details drawer of the transaction named there, CSV export of every match.
 */
export function TransactionsScreen({ scope, search, onNavigate, renderPaymentLink }: TransactionsScreenProps) {
  const admin = scope === 'admin'
  const words = useMessages(transactionsMessages)
  const { t } = words
  const query = transactionListQuery(search)
  const listQuery = useQuery(transactionsQuery(scope, query))
  const list = useQueryRead(listQuery)
  const selected = useSelectedTransaction(scope, search.tx, list.data?.results, listQuery.isSuccess && !listQuery.isPlaceholderData)
  const { exportCsv, exporting } = useTransactionExport(scope, query)

  const go = (patch: TransactionSearch, options?: { replace?: boolean }) => onNavigate(definedOnly({ ...search, ...patch }), options)
  const clearFilters = () => go({ status: undefined, method: undefined, from: undefined, to: undefined, merchant: undefined, page: undefined })
  const filters = activeFilters(search)
  const chips = activeFilterChips(
    [
      ['status', t('status'), filters.status && statusWord(words, filters.status)],
      ['method', t('method'), filters.method && methodWord(words, filters.method)],
      ['from', t('fromDate'), filters.from],
      ['to', t('toDate'), filters.to],
      ['merchant', t('merchantId'), filters.merchant],
    ],
    (key) => go({ [key]: undefined, page: undefined }),
  )
  const filtered = hasActiveFilters(search) || Boolean(search.search)
  const pagination = list.data?.pagination
  const rows = list.data?.results
  const page = search.page ?? 1

  const empty =
    pagination && pagination.total_items > 0 ? (
      <EmptyState title={t('pastEndTitle')} action={<Button colorPalette="brand" onClick={() => go({ page: undefined })}>{t('firstPage')}</Button>} />
    ) : filtered ? (
      <EmptyState title={t('filteredTitle')} hint={t('filteredHint')} action={<Button colorPalette="brand" onClick={() => onNavigate({})}>{t('clearFilters')}</Button>} />
    ) : (
      <EmptyState title={t('emptyTitle')} hint={t(admin ? 'adminEmptyHint' : 'merchantEmptyHint')} />
    )

  return (
    <Stack gap="5">
      <PageHeader title={t('title')} subtitle={t(admin ? 'adminSubtitle' : 'merchantSubtitle')} />
      <ListToolbar
        search={pagedListSearch(t('searchLabel'), t(admin ? 'adminSearchPlaceholder' : 'merchantSearchPlaceholder'), search.search, go)}
        filters={{
          active: chips,
          onClearAll: clearFilters,
          panel: (
            <TransactionFilters
              values={filters}
              statuses={STATUS_FILTERS}
              methods={METHOD_FILTERS}
              showMerchant={admin}
              onApply={(values: TransactionFilterDraft) => go({ ...values, page: undefined })}
              onClear={clearFilters}
            />
          ),
        }}
        exportAction={<ExportCsvButton onExport={exportCsv} busy={exporting} disabled={!pagination || pagination.total_items === 0} />}
      />
      <ReadView read={list} failedMessage={words.text(TRANSACTIONS_FETCH_FAILED)}>
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

import { Button, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { PAYMENT_LINKS_LOAD_ERROR, paymentLinksQuery } from '../../api/paymentLinks'
import { PageHeader } from '../../components/common/PageHeader'
import { PlusIcon } from '../../components/common/icons'
import { downloadFile } from '../../components/common/download'
import { EmptyState } from '../../components/data/EmptyState'
import { ExportCsvButton } from '../../components/data/ExportCsvButton'
import { activeFilterChips, ListToolbar } from '../../components/data/ListToolbar'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { PaymentLinksTable } from '../../components/paymentLinks/PaymentLinksTable'
import { PaymentLinkFilters } from '../../components/paymentLinks/PaymentLinkFilters'
import { definedOnly } from '../../domain/listSearch'
import type { PaymentLink } from '../../domain/paymentLink'
import { paymentLinksCsv, paymentLinksCsvFileName } from '../../domain/paymentLinksCsv'
import { formatAmount } from '../../domain/money'
import { filtersOf, isNarrowed, paymentLinksListQuery } from '../../domain/paymentLinksFilters'
import type { PaymentLinksFilters, PaymentLinksSearch } from '../../domain/paymentLinksSearch'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'
import { CreatePaymentLink } from './CreatePaymentLink'
import { PaymentLinkDetails } from './PaymentLinkDetails'

export interface PaymentLinksScreenProps {
  search: PaymentLinksSearch
  onSearch: (next: PaymentLinksSearch, replace?: boolean) => void
}

/** /payment-links: the list of SPEC §2 with its search, filters, counter, export, and the create and details dialogs. */
export function PaymentLinksScreen({ search, onSearch }: PaymentLinksScreenProps) {
  const { t, text, intl } = useMessages(paymentLinksMessages)
  const list = useQueryRead(useQuery(paymentLinksQuery(paymentLinksListQuery(search))))
  const [creating, setCreating] = useState(false)
  const [details, setDetails] = useState<PaymentLink | null>(null)
  const links = list.data?.results
  // "3 of 20": a narrowed list's total is the unfiltered list's, read from the same cached call as that list's first page,
  // once per cache life (a write that invalidates the links reads it again).
  const unfiltered = useQuery({ ...paymentLinksQuery(paymentLinksListQuery({})), enabled: isNarrowed(search), staleTime: Infinity })
  const total = isNarrowed(search) ? unfiltered.data?.pagination.total_items : list.data?.pagination.total_items
  const closeCreate = useCallback(() => setCreating(false), [])

  const applyFilters = (filters: PaymentLinksFilters) => onSearch(definedOnly({ search: search.search, ...filters }))
  const filters = filtersOf(search)
  const active = activeFilterChips(
    [
      ['status', t('status'), filters.status && t(filters.status)],
      ['currency', t('currency'), filters.currency],
      ['min', t('minAmount'), filters.min === undefined ? undefined : formatAmount(filters.min, intl)],
      ['max', t('maxAmount'), filters.max === undefined ? undefined : formatAmount(filters.max, intl)],
    ],
    (key) => applyFilters({ ...filters, [key]: undefined }),
  )
  const create = (
    <Button colorPalette="brand" onClick={() => setCreating(true)} minH="11">
      <PlusIcon />
      {t('create')}
    </Button>
  )

  return (
    <Stack gap="5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={create} />
      <ListToolbar
        search={{
          label: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          value: search.search ?? '',
          onSearch: (text) => onSearch(definedOnly({ search: text || undefined, ...filters }), true),
        }}
        filters={{ active, onClearAll: () => applyFilters({}), panel: <PaymentLinkFilters filters={filters} onApply={applyFilters} onClear={() => applyFilters({})} /> }}
        exportAction={<ExportCsvButton disabled={!links?.length} onExport={() => links && downloadFile(paymentLinksCsv(links), paymentLinksCsvFileName(), 'text/csv;charset=utf-8')} />}
      />
      <ReadView read={list} failedMessage={text(PAYMENT_LINKS_LOAD_ERROR)}>
        <Stack gap="2">
          {list.data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {total === undefined ? t('count', { count: list.data.results.length }) : t('countOfTotal', { shown: list.data.results.length, count: total })}
            </Text>
          )}
          <PaymentLinksTable
            links={links}
            loading={list.loading}
            onDetails={setDetails}
            empty={
              isNarrowed(search) ? (
                <EmptyState
                  title={t('noneFound')}
                  hint={t('noneFoundHint')}
                  action={
                    <Button variant="outline" onClick={() => onSearch({})}>
                      {t('clearSearchAndFilters')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t('noneYet')} hint={t('noneYetHint')} action={create} />
              )
            }
          />
        </Stack>
      </ReadView>
      {creating && <CreatePaymentLink onClose={closeCreate} />}
      {details && <PaymentLinkDetails id={details.id} link={details} onClose={() => setDetails(null)} />}
      {!details && search.link && <PaymentLinkDetails id={search.link} link={links?.find((link) => link.id === search.link)} onClose={() => onSearch(definedOnly({ ...search, link: undefined }), true)} />}
    </Stack>
  )
}

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
import { filtersOf, isNarrowed, LINK_STATUS_FILTERS, paymentLinksListQuery } from '../../domain/paymentLinksFilters'
import type { PaymentLinksFilters, PaymentLinksSearch } from '../../domain/paymentLinksSearch'
import { CreatePaymentLink } from './CreatePaymentLink'
import { PaymentLinkDetails } from './PaymentLinkDetails'

export interface PaymentLinksScreenProps {
  search: PaymentLinksSearch
  onSearch: (next: PaymentLinksSearch, replace?: boolean) => void
}

/** /payment-links: the list of SPEC §2 with its search, filters, counter, export, and the create and details dialogs. */
export function PaymentLinksScreen({ search, onSearch }: PaymentLinksScreenProps) {
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
      ['status', 'Status', LINK_STATUS_FILTERS.find((option) => option.value === filters.status)?.label],
      ['currency', 'Currency', filters.currency],
      ['min', 'Min Amount', filters.min?.toFixed(2)],
      ['max', 'Max Amount', filters.max?.toFixed(2)],
    ],
    (key) => applyFilters({ ...filters, [key]: undefined }),
  )
  const create = (
    <Button colorPalette="brand" onClick={() => setCreating(true)} minH="11">
      <PlusIcon />
      Create Payment Link
    </Button>
  )

  return (
    <Stack gap="5">
      <PageHeader title="Payment Links" subtitle="Links your customers pay by card or in USDC." actions={create} />
      <ListToolbar
        search={{
          label: 'Search payment links',
          placeholder: 'Search by name or URL',
          value: search.search ?? '',
          onSearch: (text) => onSearch(definedOnly({ search: text || undefined, ...filters }), true),
        }}
        filters={{ active, onClearAll: () => applyFilters({}), panel: <PaymentLinkFilters filters={filters} onApply={applyFilters} onClear={() => applyFilters({})} /> }}
        exportAction={<ExportCsvButton disabled={!links?.length} onExport={() => links && downloadFile(paymentLinksCsv(links), paymentLinksCsvFileName(), 'text/csv;charset=utf-8')} />}
      />
      <ReadView read={list} failedMessage={PAYMENT_LINKS_LOAD_ERROR}>
        <Stack gap="2">
          {list.data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {total === undefined ? `${list.data.results.length} payment links` : `${list.data.results.length} of ${total} payment links`}
            </Text>
          )}
          <PaymentLinksTable
            links={links}
            loading={list.loading}
            onDetails={setDetails}
            empty={
              isNarrowed(search) ? (
                <EmptyState
                  title="No payment links found"
                  hint="No payment link matches this search and these filters."
                  action={
                    <Button variant="outline" onClick={() => onSearch({})}>
                      Clear search and filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState title="No payment links yet" hint="Create a link, share it, and get paid by card or crypto." action={create} />
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

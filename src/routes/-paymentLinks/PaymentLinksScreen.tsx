import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { PAYMENT_LINKS_LOAD_ERROR, paymentLinksQuery } from '../../api/paymentLinks'
import { PageHeader } from '../../components/common/PageHeader'
import { PlusIcon } from '../../components/common/icons'
import { downloadFile } from '../../components/common/download'
import { EmptyState } from '../../components/data/EmptyState'
import { ExportCsvButton } from '../../components/data/ExportCsvButton'
import { FiltersButton } from '../../components/data/FiltersButton'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../components/data/SearchBox'
import { PaymentLinksTable } from '../../components/paymentLinks/PaymentLinksTable'
import { PaymentLinkFiltersDialog } from '../../components/paymentLinks/PaymentLinkFiltersDialog'
import { definedOnly } from '../../domain/listSearch'
import type { PaymentLink } from '../../domain/paymentLink'
import { paymentLinksCsv, paymentLinksCsvFileName } from '../../domain/paymentLinksCsv'
import { filtersOf, hasActiveFilters, isNarrowed, paymentLinksListQuery } from '../../domain/paymentLinksFilters'
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
  const [filtering, setFiltering] = useState(false)
  const [details, setDetails] = useState<PaymentLink | null>(null)
  const links = list.data?.results
  const closeCreate = useCallback(() => setCreating(false), [])

  const applyFilters = (filters: PaymentLinksFilters) => {
    setFiltering(false)
    onSearch(definedOnly({ search: search.search, ...filters }))
  }
  const create = (
    <Button colorPalette="brand" onClick={() => setCreating(true)} minH="11">
      <PlusIcon />
      Create Payment Link
    </Button>
  )

  return (
    <Stack gap="5">
      <PageHeader title="Payment Links" subtitle="Links your customers pay by card or in USDC." actions={create} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="2">
        <SearchBox
          label="Search payment links"
          placeholder="Search by name or URL"
          value={search.search ?? ''}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={(text) => onSearch(definedOnly({ search: text || undefined, ...filtersOf(search) }), true)}
        />
        <HStack gap="2">
          <FiltersButton active={hasActiveFilters(search)} onClick={() => setFiltering(true)} />
          <ExportCsvButton disabled={!links?.length} onExport={() => links && downloadFile(paymentLinksCsv(links), paymentLinksCsvFileName(), 'text/csv;charset=utf-8')} />
        </HStack>
      </Stack>
      <ReadView read={list} failedMessage={PAYMENT_LINKS_LOAD_ERROR}>
        <Stack gap="2">
          {list.data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {`${list.data.results.length} of ${list.data.pagination.total_items} payment links`}
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
      {filtering && (
        <PaymentLinkFiltersDialog
          filters={filtersOf(search)}
          onApply={applyFilters}
          onClear={() => applyFilters({})}
          onClose={() => setFiltering(false)}
        />
      )}
      {creating && <CreatePaymentLink onClose={closeCreate} />}
      {details && <PaymentLinkDetails id={details.id} link={details} onClose={() => setDetails(null)} />}
      {!details && search.link && <PaymentLinkDetails id={search.link} link={links?.find((link) => link.id === search.link)} onClose={() => onSearch(definedOnly({ ...search, link: undefined }), true)} />}
    </Stack>
  )
}

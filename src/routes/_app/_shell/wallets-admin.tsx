import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { formatMoney } from '../../../domain/money'
import type { components } from '../../../api/schema'
import { walletBalancesQuery } from '../../../api/walletBalances'
import { prefetch } from '../../-loaders/prefetch'
import { definedOnly } from '../../../domain/listSearch'
import { AMOUNT_FILTER_LABELS, DEFAULT_WALLET_SORT, isNarrowed, SORT_ORDER_LABELS, walletBalanceQuery, WALLET_SORT_LABELS, WALLETS_FETCH_FAILED, WALLETS_LOAD_FAILED, type WalletFilters as Filters } from '../../../domain/walletBalances'
import { AMOUNT_FILTERS, type WalletListSearch, type WalletSortField } from '../../../domain/walletListSearch'
import { PageHeader } from '../../../components/common/PageHeader'
import { WalletIcon } from '../../../components/common/icons'
import { EmptyState } from '../../../components/data/EmptyState'
import { activeFilterChips, ListToolbar } from '../../../components/data/ListToolbar'
import { Pager } from '../../../components/data/Pager'
import { useQueryRead } from '../../../components/data/readState'
import { ReadView } from '../../../components/data/ReadView'
import { WalletStats } from '../../../components/walletsAdmin/WalletStats'
import { WalletFilters } from '../../../components/walletsAdmin/WalletFilters'
import { WalletTable } from '../../../components/walletsAdmin/WalletTable'
import { WalletDetailsDialog } from '../../../components/walletsAdmin/WalletDetailsDialog'
import { walletsSearch } from '../../-walletsAdmin/walletsSearch'

type Wallet = components['schemas']['AdminWallet']

/** SPEC §2: every client wallet with statistics; page, search, filters and sort live in the URL. */
export const Route = createFileRoute('/_app/_shell/wallets-admin')({
  validateSearch: walletsSearch,
  loaderDeps: ({ search }) => walletBalanceQuery(search),
  loader: ({ deps, ...args }) => prefetch(args, walletBalancesQuery(deps)),
  component: WalletsAdmin,
})

function WalletsAdmin() {
  // Known keys only: the router's search also carries whatever else the URL holds.
  const { page, search, min_balance, max_balance, min_pending, max_pending, sort_by, sort_order } = Route.useSearch()
  const filters: Filters = { min_balance, max_balance, min_pending, max_pending, sort_by, sort_order }
  const list = { page, search, ...filters }
  const navigate = Route.useNavigate()
  const walletsQuery = useQuery(walletBalancesQuery(walletBalanceQuery(list)))
  const wallets = useQueryRead(walletsQuery, { failureToast: WALLETS_FETCH_FAILED })
  const [selected, setSelected] = useState<Wallet | null>(null)

  /** Puts a list in the URL; one without a page (a new search or filter) starts again from page 1. */
  const show = (next: WalletListSearch, replace = false) => void navigate({ search: definedOnly(next), replace })
  const showPage = (next: number, replace = false) => show({ ...list, page: next > 1 ? next : undefined }, replace)
  const totalPages = wallets.data?.pagination.total_pages ?? 1
  const lastPage = wallets.data && !walletsQuery.isPlaceholderData ? totalPages : undefined
  useEffect(() => {
    // A page past the end (an old link, fewer wallets now): the last page instead.
    if (lastPage !== undefined && (page ?? 1) > lastPage) showPage(lastPage, true)
  })

  const chips = activeFilterChips(
    [
      ...AMOUNT_FILTERS.map((name) => [name, AMOUNT_FILTER_LABELS[name], filters[name] === undefined ? undefined : formatMoney(filters[name], 'USD')] as const),
      ['sort_by', 'Sort by', sort_by && WALLET_SORT_LABELS[sort_by]] as const,
      ['sort_order', 'Sort order', sort_order && SORT_ORDER_LABELS[sort_order]] as const,
    ],
    (key) => show({ search, ...filters, [key]: undefined }),
  )

  // The API sorts: a header click puts its field and order in the URL, and the list is read again from page 1.
  const sorting = [{ id: sort_by ?? DEFAULT_WALLET_SORT.sort_by, desc: (sort_order ?? DEFAULT_WALLET_SORT.sort_order) === 'desc' }]
  const sortBy = ([next]: { id: string; desc: boolean }[]) => show({ search, ...filters, sort_by: next?.id as WalletSortField | undefined, sort_order: next ? (next.desc ? 'desc' : 'asc') : undefined })

  const empty = isNarrowed(list) ? (
    <EmptyState
      title="No wallets found"
      hint="Try adjusting your search terms or filters"
      action={
        <Button variant="outline" onClick={() => show({})}>
          Clear search and filters
        </Button>
      }
    />
  ) : (
    <EmptyState icon={<WalletIcon />} title="No wallets yet" hint="User wallets will appear here" />
  )

  return (
    <Stack gap="6">
      <PageHeader title="Wallets" subtitle="Every client wallet: balances, pending funds and their owners" />
      <ListToolbar
        search={{
          label: 'Search wallets',
          placeholder: 'Search by email, name, telegram or wallet ID',
          value: search ?? '',
          onSearch: (value) => show({ ...filters, search: value }),
          submitLabel: 'Search',
        }}
        filters={{
          active: chips,
          onClearAll: () => show({ search }),
          panel: <WalletFilters filters={filters} onApply={(next) => show({ search, ...next })} onReset={() => show({ search })} />,
        }}
      />
      <ReadView read={wallets} failedMessage={WALLETS_LOAD_FAILED} detail={wallets.failure?.message}>
        <WalletStats statistics={wallets.data?.statistics} />
        <WalletTable wallets={wallets.data?.data} loading={wallets.loading} empty={empty} onDetails={setSelected} sort={{ sorting, onSortingChange: sortBy }} />
        {wallets.data && <Pager page={wallets.data.pagination.current_page} totalPages={totalPages} onPage={(next) => showPage(next)} />}
      </ReadView>
      <WalletDetailsDialog wallet={selected} onClose={() => setSelected(null)} />
    </Stack>
  )
}

import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { formatMoney } from '../../../domain/money'
import type { components } from '../../../api/schema'
import { walletBalancesQuery } from '../../../api/walletBalances'
import { prefetch } from '../../-loaders/prefetch'
import { definedOnly } from '../../../domain/listSearch'
import { DEFAULT_WALLET_SORT, isNarrowed, walletBalanceQuery, WALLETS_FETCH_FAILED, WALLETS_LOAD_FAILED, type WalletFilters as Filters } from '../../../domain/walletBalances'
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
import { AMOUNT_FILTER_WORDS, SORT_FIELD_WORDS, SORT_ORDER_WORDS } from '../../../components/walletsAdmin/walletWords'
import { useMessages } from '../../../i18n/appLocale'
import { commonMessages } from '../../../i18n/messages/common.en'
import { walletsAdminMessages } from '../../../i18n/messages/walletsAdmin.en'

type Wallet = components['schemas']['AdminWallet']

/** SPEC §2: every client wallet with statistics; page, search, filters and sort live in the URL. */
export const Route = createFileRoute('/_app/_shell/wallets-admin')({
  validateSearch: walletsSearch,
  loaderDeps: ({ search }) => walletBalanceQuery(search),
  loader: ({ deps, ...args }) => prefetch(args, walletBalancesQuery(deps)),
  component: WalletsAdmin,
})

function WalletsAdmin() {
  const { t, text, intl } = useMessages(walletsAdminMessages)
  const common = useMessages(commonMessages)
  // Known keys only: the router's search also carries whatever else the URL holds.
  const { page, search, min_balance, max_balance, min_pending, max_pending, sort_by, sort_order } = Route.useSearch()
  const filters: Filters = { min_balance, max_balance, min_pending, max_pending, sort_by, sort_order }
  const list = { page, search, ...filters }
  const navigate = Route.useNavigate()
  const walletsQuery = useQuery(walletBalancesQuery(walletBalanceQuery(list)))
  const wallets = useQueryRead(walletsQuery, { failureToast: text(WALLETS_FETCH_FAILED) })
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
      ...AMOUNT_FILTERS.map((name) => [name, t(AMOUNT_FILTER_WORDS[name]), filters[name] === undefined ? undefined : formatMoney(filters[name], 'USD', 2, intl)] as const),
      ['sort_by', common.t('sortBy'), sort_by && t(SORT_FIELD_WORDS[sort_by])] as const,
      ['sort_order', t('sortOrder'), sort_order && t(SORT_ORDER_WORDS[sort_order])] as const,
    ],
    (key) => show({ search, ...filters, [key]: undefined }),
  )

  // The API sorts: a header click puts its field and order in the URL, and the list is read again from page 1.
  const sorting = [{ id: sort_by ?? DEFAULT_WALLET_SORT.sort_by, desc: (sort_order ?? DEFAULT_WALLET_SORT.sort_order) === 'desc' }]
  const sortBy = ([next]: { id: string; desc: boolean }[]) => show({ search, ...filters, sort_by: next?.id as WalletSortField | undefined, sort_order: next ? (next.desc ? 'desc' : 'asc') : undefined })

  const empty = isNarrowed(list) ? (
    <EmptyState
      title={t('noneFound')}
      hint={t('noneFoundHint')}
      action={
        <Button variant="outline" onClick={() => show({})}>
          {t('clearAll')}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={<WalletIcon />} title={t('noneYet')} hint={t('noneYetHint')} />
  )

  return (
    <Stack gap="6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        search={{
          label: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          value: search ?? '',
          onSearch: (value) => show({ ...filters, search: value }),
          submitLabel: t('search'),
        }}
        filters={{
          active: chips,
          onClearAll: () => show({ search }),
          panel: <WalletFilters filters={filters} onApply={(next) => show({ search, ...next })} onReset={() => show({ search })} />,
        }}
      />
      <ReadView read={wallets} failedMessage={text(WALLETS_LOAD_FAILED)} detail={wallets.failure && text(wallets.failure.message)}>
        <WalletStats statistics={wallets.data?.statistics} />
        <WalletTable wallets={wallets.data?.data} loading={wallets.loading} empty={empty} onDetails={setSelected} sort={{ sorting, onSortingChange: sortBy }} />
        {wallets.data && <Pager page={wallets.data.pagination.current_page} totalPages={totalPages} onPage={(next) => showPage(next)} />}
      </ReadView>
      <WalletDetailsDialog wallet={selected} onClose={() => setSelected(null)} />
    </Stack>
  )
}

import { Button, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { fullName } from '../../domain/userName'
import { shortWalletId } from '../../domain/walletId'
import { DataTable, dataColumns } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import type { ReadState } from '../data/readState'
import { ReadView } from '../data/ReadView'
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../data/SearchBox'
import { ClientName } from './ClientName'
import { useTransfersWords } from './transfersWords'

type ClientWallet = components['schemas']['AdminWallet']

export interface WalletFinderProps {
  search: string
  onSearch: (search: string) => void
  /** The read of the matches of the search in force (a page of them, and how many match in all). */
  matches: ReadState<{ results: ClientWallet[]; pagination: { total_items: number } }>
  /** What a failed search says. */
  failedMessage: string
  onSelect: (wallet: ClientWallet) => void
}

const col = dataColumns<ClientWallet>()

/** Finds the client wallet to pay out from: search by e-mail, name or wallet ID, the matches with their balance, pick one. */
export function WalletFinder({ search, onSearch, matches, failedMessage, onSelect }: WalletFinderProps) {
  const results = matches.data?.results
  const total = matches.data?.pagination.total_items ?? 0
  const { t, money } = useTransfersWords()
  const columns = col.columns([
    col.accessor('user', {
      header: t('client'),
      cell: (info) => <ClientName user={info.getValue()} />,
    }),
    col.accessor('wallet_id', { header: t('walletId'), cell: (info) => <Text as="bdi" dir="ltr" fontFamily="mono" fontSize="xs" title={info.getValue()} whiteSpace="nowrap">{shortWalletId(info.getValue())}</Text> }),
    col.accessor('balance', { header: t('balance'), meta: { numeric: true }, cell: (info) => <bdi dir="ltr">{money(info.getValue(), info.row.original.currency)}</bdi> }),
    col.display({
      id: 'select',
      meta: { action: true },
      header: t('select'),
      cell: ({ row }) => (
        <Button size="xs" variant="outline" aria-label={t('selectWalletOf', { name: fullName(row.original.user), email: row.original.user.email })} onClick={() => onSelect(row.original)}>
          {t('select')}
        </Button>
      ),
    }),
  ])
  return (
    <Stack gap="3">
      <SearchBox label={t('findClientWallet')} placeholder={t('findPlaceholder')} value={search} onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} submitLabel={t('search')} />
      {!search ? (
        <Text color="fg.muted" fontSize="sm">
          {t('findHint')}
        </Text>
      ) : (
        <ReadView read={matches} failedMessage={failedMessage}>
          {results && results.length > 0 && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {total > results.length ? t('showingSome', { shown: results.length, total }) : t('matchingWallets', { count: total })}
            </Text>
          )}
          <DataTable
            caption={t('matchingWalletsCaption')}
            columns={columns}
            rows={results}
            loading={matches.loading}
            skeletonRows={3}
            getRowId={(row) => row.wallet_id}
            empty={<EmptyState title={t('noWalletsFound')} hint={t('noWalletsHint')} />}
          />
        </ReadView>
      )}
    </Stack>
  )
}

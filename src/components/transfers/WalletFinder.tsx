import { Button, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { fullName } from '../../domain/userName'
import { shortWalletId } from '../../domain/walletId'
import { DataTable, dataColumns } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import type { ReadState } from '../data/readState'
import { ReadView } from '../data/ReadView'
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../data/SearchBox'
import { ClientName } from './ClientName'

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
  const columns = col.columns([
    col.accessor('user', {
      header: 'Client',
      cell: (info) => <ClientName user={info.getValue()} />,
    }),
    col.accessor('wallet_id', { header: 'Wallet ID', cell: (info) => <Text as="span" fontFamily="mono" fontSize="xs" title={info.getValue()} whiteSpace="nowrap">{shortWalletId(info.getValue())}</Text> }),
    col.accessor('balance', { header: 'Balance', meta: { numeric: true }, cell: (info) => formatMoney(info.getValue(), info.row.original.currency) }),
    col.display({
      id: 'select',
      meta: { action: true },
      header: 'Select',
      cell: ({ row }) => (
        <Button size="xs" variant="outline" aria-label={`Select the wallet of ${fullName(row.original.user)} (${row.original.user.email})`} onClick={() => onSelect(row.original)}>
          Select
        </Button>
      ),
    }),
  ])
  return (
    <Stack gap="3">
      <SearchBox label="Find a client wallet" placeholder="E-mail, name or wallet ID" value={search} onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} submitLabel="Search" />
      {!search ? (
        <Text color="fg.muted" fontSize="sm">
          Search for the client by e-mail, name or wallet ID, then select their wallet.
        </Text>
      ) : (
        <ReadView read={matches} failedMessage={failedMessage}>
          {results && results.length > 0 && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {total > results.length ? `Showing ${results.length} of ${total} matching wallets: refine the search to narrow them` : `${total} matching ${total === 1 ? 'wallet' : 'wallets'}`}
            </Text>
          )}
          <DataTable
            caption="Matching wallets"
            columns={columns}
            rows={results}
            loading={matches.loading}
            skeletonRows={3}
            getRowId={(row) => row.wallet_id}
            empty={<EmptyState title="No wallets found" hint="Try another e-mail, name or wallet ID" />}
          />
        </ReadView>
      )}
    </Stack>
  )
}

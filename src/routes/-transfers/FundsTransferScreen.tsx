import { Alert, Button, Heading, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { clientWalletQuery, clientWalletsQuery } from '../../api/wallets'
import { PageHeader } from '../../components/common/PageHeader'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { CancelTransferDialog } from '../../components/transfers/CancelTransferDialog'
import { SelectedWallet } from '../../components/transfers/SelectedWallet'
import { UpdateTransferStatusDialog } from '../../components/transfers/UpdateTransferStatusDialog'
import { WalletFinder } from '../../components/transfers/WalletFinder'
import { WALLETS_LOAD_FAILED } from '../../domain/walletBalances'
import { NewTransfer } from './NewTransfer'
import { MATCHES_SHOWN } from './transferSearch'
import { TransfersPanel } from './TransfersPanel'
import { useCancelTransfer, useTransferStatus } from './useTransferActions'
import { useTransfersWords } from '../../components/transfers/transfersWords'

const route = getRouteApi('/_app/_shell/funds-transfer')

export const WALLET_NOT_FOUND = 'This wallet was not found. Search for the client again.'

/**
 * Staff payouts (designed here): find the client wallet, type amount, destination and note, confirm;
 * below, every transfer (the selected wallet's only, once one is picked) with cancel and status updates.
 */
export function FundsTransferScreen() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const selected = useQueryRead(useQuery({ ...clientWalletQuery(search.wallet ?? ''), enabled: Boolean(search.wallet) }))
  const matches = useQueryRead(useQuery({ ...clientWalletsQuery({ search: search.find, page_size: MATCHES_SHOWN }), enabled: Boolean(search.find) && !search.wallet }))
  const found = search.wallet ? (selected.data ?? null) : null

  const cancel = useCancelTransfer()
  const status = useTransferStatus()
  const { t, text } = useTransfersWords()

  return (
    <Stack gap="8">
      <PageHeader title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <Stack as="section" aria-labelledby="new-transfer-heading" gap="4" maxW="2xl">
        <Heading as="h2" size="lg" id="new-transfer-heading">
          {t('newTransfer')}
        </Heading>
        {search.wallet ? (
          <ReadView read={selected} failedMessage={text(WALLETS_LOAD_FAILED)}>
            {selected.data === null ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title flex="1">{text(WALLET_NOT_FOUND)}</Alert.Title>
                <Button size="sm" variant="outline" onClick={() => void navigate({ search: (prev) => ({ ...prev, wallet: undefined, page: undefined }) })}>
                  {t('findWallet')}
                </Button>
              </Alert.Root>
            ) : (
              <SelectedWallet wallet={found} onChange={() => void navigate({ search: (prev) => ({ ...prev, wallet: undefined, page: undefined }) })} />
            )}
          </ReadView>
        ) : (
          <WalletFinder
            search={search.find ?? ''}
            onSearch={(find) => void navigate({ search: (prev) => ({ ...prev, find: find || undefined }), replace: true })}
            matches={matches}
            failedMessage={text(WALLETS_LOAD_FAILED)}
            onSelect={(picked) => void navigate({ search: (prev) => ({ ...prev, wallet: picked.wallet_id, page: undefined }) })}
          />
        )}
        <NewTransfer key={search.wallet ?? ''} walletId={search.wallet ?? null} />
      </Stack>
      <TransfersPanel
        title={t(search.wallet ? 'transfersOfWallet' : 'allTransfers')}
        walletId={search.wallet}
        page={search.page ?? 1}
        status={search.status}
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
        onStatus={(next) => void navigate({ search: (prev) => ({ ...prev, status: next, page: undefined }) })}
        emptyTitle={t(search.wallet ? 'noTransfersFromWallet' : 'noTransfersYet')}
        emptyHint={t('transfersAppear')}
        showOwner={!search.wallet}
        onCancel={cancel.request}
        onUpdateStatus={status.request}
      />
      <CancelTransferDialog {...cancel.dialog} />
      <UpdateTransferStatusDialog {...status.dialog} />
    </Stack>
  )
}

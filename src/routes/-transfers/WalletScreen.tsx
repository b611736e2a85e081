import { Heading, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { myWalletQuery } from '../../api/wallets'
import { PageHeader } from '../../components/common/PageHeader'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { CancelTransferDialog } from '../../components/transfers/CancelTransferDialog'
import { WalletBalances } from '../../components/wallet/WalletBalances'
import { TransfersPanel } from './TransfersPanel'
import { useCancelTransfer } from './useTransferActions'
import { useTransfersWords } from '../../components/transfers/transfersWords'

const route = getRouteApi('/_app/_shell/wallet')

export const WALLET_LOAD_ERROR = 'Failed to load wallet'

/** The merchant's wallet (designed here): balance, pending and combined, and the payouts out of it, pending ones cancellable. */
export function WalletScreen() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const wallet = useQueryRead(useQuery(myWalletQuery()))
  const cancel = useCancelTransfer()
  const { t, text } = useTransfersWords()
  return (
    <Stack gap="8">
      <PageHeader title={t('walletTitle')} subtitle={t('walletSubtitle')} />
      <Stack as="section" aria-labelledby="balances-heading" gap="3">
        <Heading as="h2" size="lg" id="balances-heading">
          {t('balances')}
        </Heading>
        <ReadView read={wallet} failedMessage={text(WALLET_LOAD_ERROR)}>
          <WalletBalances wallet={wallet.data} />
        </ReadView>
      </Stack>
      <TransfersPanel
        title={t('transfersTitle')}
        page={search.page ?? 1}
        status={search.status}
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
        onStatus={(status) => void navigate({ search: (prev) => ({ ...prev, status, page: undefined }) })}
        emptyTitle={t('noTransfersYet')}
        emptyHint={t('walletEmptyHint')}
        onCancel={cancel.request}
      />
      <CancelTransferDialog {...cancel.dialog} />
    </Stack>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { transfersQuery } from '../../../api/transfers'
import { clientWalletQuery, clientWalletsQuery } from '../../../api/wallets'
import { prefetch } from '../../-loaders/prefetch'
import { MATCHES_SHOWN, transferListQuery, validateFundsTransferSearch } from '../../-transfers/transferSearch'
import { FundsTransferScreen } from '../../-transfers/FundsTransferScreen'

export const Route = createFileRoute('/_app/_shell/funds-transfer')({
  validateSearch: validateFundsTransferSearch,
  loaderDeps: ({ search: { page, status, wallet, find } }) => ({ page, status, wallet, find }),
  loader: ({ deps: { page, status, wallet, find }, ...args }) =>
    prefetch(
      args,
      transfersQuery(transferListQuery({ page, status, walletId: wallet })),
      ...(wallet ? [clientWalletQuery(wallet)] : find ? [clientWalletsQuery({ search: find, page_size: MATCHES_SHOWN })] : []),
    ),
  component: FundsTransferScreen,
})

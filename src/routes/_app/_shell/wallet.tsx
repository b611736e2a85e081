import { createFileRoute } from '@tanstack/react-router'
import { transfersQuery } from '../../../api/transfers'
import { myWalletQuery } from '../../../api/wallets'
import { prefetch } from '../../-loaders/prefetch'
import { transferListQuery, validateWalletSearch } from '../../-transfers/transferSearch'
import { WalletScreen } from '../../-transfers/WalletScreen'

export const Route = createFileRoute('/_app/_shell/wallet')({
  validateSearch: validateWalletSearch,
  loaderDeps: ({ search: { page, status } }) => ({ page, status }),
  loader: ({ deps, ...args }) => prefetch(args, myWalletQuery(), transfersQuery(transferListQuery(deps))),
  component: WalletScreen,
})

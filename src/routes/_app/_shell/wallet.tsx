import { createFileRoute } from '@tanstack/react-router'
import { validateWalletSearch } from '../../-transfers/transferSearch'
import { WalletScreen } from '../../-transfers/WalletScreen'

export const Route = createFileRoute('/_app/_shell/wallet')({
  validateSearch: validateWalletSearch,
  component: WalletScreen,
})

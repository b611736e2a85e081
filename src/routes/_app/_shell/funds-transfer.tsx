import { createFileRoute } from '@tanstack/react-router'
import { validateFundsTransferSearch } from '../../-transfers/transferSearch'
import { FundsTransferScreen } from '../../-transfers/FundsTransferScreen'

export const Route = createFileRoute('/_app/_shell/funds-transfer')({
  validateSearch: validateFundsTransferSearch,
  component: FundsTransferScreen,
})

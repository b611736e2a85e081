import { createFileRoute } from '@tanstack/react-router'
import { adminTransactionSearch } from '../../-transactions/transactionSearch'
import { TransactionsScreen } from '../../-transactions/TransactionsScreen'

export const Route = createFileRoute('/_app/_shell/transactions-admin')({
  validateSearch: adminTransactionSearch,
  component: AdminTransactions,
})

function AdminTransactions() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TransactionsScreen scope="admin" search={search} onNavigate={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}

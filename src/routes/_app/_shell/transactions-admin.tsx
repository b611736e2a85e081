import { transactionsQuery } from '../../../api/transactions'
import { prefetch } from '../../-loaders/prefetch'
import { transactionListQuery } from '../../../domain/transactionListQuery'
import { createFileRoute } from '@tanstack/react-router'
import { adminTransactionSearch } from '../../../domain/transactionSearch'
import { TransactionsScreen } from '../../-transactions/TransactionsScreen'

export const Route = createFileRoute('/_app/_shell/transactions-admin')({
  validateSearch: adminTransactionSearch,
  // The list's query only: opening a transaction's details (`tx`) reads nothing new.
  loaderDeps: ({ search }) => transactionListQuery(search),
  loader: ({ deps, ...args }) => prefetch(args, transactionsQuery('admin', deps)),
  component: AdminTransactions,
})

function AdminTransactions() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TransactionsScreen scope="admin" search={search} onNavigate={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}

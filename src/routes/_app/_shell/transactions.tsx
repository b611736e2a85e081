import { Button } from '@chakra-ui/react'
import { transactionsQuery } from '../../../api/transactions'
import { prefetch } from '../../-loaders/prefetch'
import { transactionListQuery } from '../../../domain/transactionListQuery'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { canAccess } from '../../../domain/access'
import { useMessages } from '../../../i18n/appLocale'
import { transactionsMessages } from '../../../i18n/messages/transactions.en'
import { merchantTransactionSearch } from '../../../domain/transactionSearch'
import { TransactionsScreen } from '../../-transactions/TransactionsScreen'

export const Route = createFileRoute('/_app/_shell/transactions')({
  validateSearch: merchantTransactionSearch,
  // The list's query only: opening a transaction's details (`tx`) reads nothing new.
  loaderDeps: ({ search }) => transactionListQuery(search),
  loader: ({ deps, ...args }) => prefetch(args, transactionsQuery('merchant', deps)),
  component: MerchantTransactions,
})

function MerchantTransactions() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { auth } = Route.useRouteContext()
  const { t } = useMessages(transactionsMessages)
  const linksAllowed = useSelector(auth, (state) => state.context.user !== null && canAccess(state.context.user, '/payment-links'))
  return (
    <TransactionsScreen
      scope="merchant"
      search={search}
      onNavigate={(next, options) => void navigate({ search: next, replace: options?.replace })}
      renderPaymentLink={
        linksAllowed
          ? (link) => (
              <Button asChild variant="outline" size="sm">
                <Link to="/payment-links" search={{ search: link.id }}>
                  {t('openInPaymentLinks')}
                </Link>
              </Button>
            )
          : undefined
      }
    />
  )
}

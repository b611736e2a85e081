import { useQuery } from '@tanstack/react-query'
import { TRANSACTIONS_MAX_PAGE_SIZE, transactionsQuery, type Transaction, type TransactionScope } from '../../api/transactions'
import type { TransactionDetail } from '../../components/transactions/TransactionDrawer'

/**
 * The transaction whose details are open (`tx` in the URL): taken from the page on screen, else
 * (a shared or reloaded URL, another page, other filters) looked up through the same list call,
 * whose search matches transaction ids.
 */
export function useSelectedTransaction(scope: TransactionScope, id: string | undefined, onScreen: Transaction[] | undefined, listSettled: boolean): TransactionDetail {
  const shown = id === undefined ? undefined : onScreen?.find((tx) => tx.id === id)
  const lookup = useQuery({ ...transactionsQuery(scope, { search: id, page_size: TRANSACTIONS_MAX_PAGE_SIZE }), enabled: id !== undefined && listSettled && !shown })
  if (shown) return { state: 'ready', transaction: shown }
  if (!listSettled || lookup.isPending) return { state: 'loading' }
  if (lookup.isError) return { state: 'error', message: lookup.error.message, onRetry: () => void lookup.refetch() }
  const found = lookup.data.results.find((tx) => tx.id === id)
  return found ? { state: 'ready', transaction: found } : { state: 'missing' }
}

/** Route-private hook of the /process-payment pages: a plain read through TanStack Query, no machine. */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { checkoutQueryOptions } from '../../api/queryClient'
import { fetchTransactionStatus } from '../../api/checkout'
import { isPlausibleId } from '../../domain/checkoutSearch'
import { classifyCryptoStatus } from '../../machines/checkout/cryptoStatusMachine'
import { createPendingTransactionStore } from '../../machines/checkout/pendingTransactionStore'

/** While the provider has not confirmed yet, look again every 5 s. */
export const OUTCOME_REFRESH_MS = 5000

const store = createPendingTransactionStore()

/**
 * The outcome of a transaction the customer returned to (card provider → /process-payment):
 * `GET /transaction/status/{id}`, refreshed while pending; a final status clears the stored record.
 */
export function useTransactionOutcome(transactionId: string | undefined, linkId: string | undefined) {
  const valid = isPlausibleId(transactionId)
  const query = useQuery({
    ...checkoutQueryOptions,
    queryKey: ['checkout', 'transaction-status', transactionId],
    queryFn: ({ signal }) => fetchTransactionStatus(transactionId!, signal),
    enabled: valid,
    refetchInterval: (q) => (q.state.data && classifyCryptoStatus(q.state.data.status) === 'waiting' ? OUTCOME_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  })
  const status = query.data?.status
  const final = status !== undefined && classifyCryptoStatus(status) !== 'waiting'
  const storedLinkId = valid ? store.get(transactionId!)?.payment_link_id : undefined
  useEffect(() => {
    if (final && valid) store.remove(transactionId!)
  }, [final, valid, transactionId])
  return {
    valid,
    status,
    isLoading: valid && query.isPending,
    error: query.error as (Error & { status?: number }) | null,
    retry: () => void query.refetch(),
    linkId: isPlausibleId(linkId) ? linkId : storedLinkId,
  }
}

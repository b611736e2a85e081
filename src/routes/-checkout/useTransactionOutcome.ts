/** Route-private hook of the /process-payment pages: plain reads through TanStack Query, no machine. */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { checkoutQueryOptions } from '../../api/queryClient'
import { fetchPaymentLink, fetchTransactionStatus } from '../../api/checkout'
import { isPlausibleId } from '../../domain/checkoutSearch'
import { classifyPaymentStatus } from '../../domain/transactionStatus'
import { createPendingTransactionStore } from '../../machines/checkout/pendingTransactionStore'

/** While the provider has not confirmed yet, look again every 5 s. */
export const OUTCOME_REFRESH_MS = 5000

const store = createPendingTransactionStore()

/**
 * The outcome of a transaction the customer returned to (card provider → /process-payment):
 * `GET /transaction/status/{id}`, refreshed while pending; a final status clears the stored record.
 * The payment link (the URL's, else the one the status names) gives the receipt its name and the way back to the shop.
 */
export function useTransactionOutcome(transactionId: string | undefined, linkIdInUrl: string | undefined) {
  const valid = isPlausibleId(transactionId)
  const query = useQuery({
    ...checkoutQueryOptions,
    queryKey: ['checkout', 'transaction-status', transactionId],
    queryFn: ({ signal }) => fetchTransactionStatus(transactionId!, signal),
    enabled: valid,
    refetchInterval: (q) => (q.state.data && classifyPaymentStatus(q.state.data.status) === 'waiting' ? OUTCOME_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  })
  const answer = query.data
  const final = answer !== undefined && classifyPaymentStatus(answer.status) !== 'waiting'
  const storedLinkId = valid ? store.get(transactionId!)?.payment_link_id : undefined
  const linkId = [linkIdInUrl, answer?.payment_link_id, storedLinkId].find(isPlausibleId)
  const link = useQuery({
    ...checkoutQueryOptions,
    queryKey: ['checkout', 'payment-link', linkId],
    queryFn: ({ signal }) => fetchPaymentLink(linkId!, signal),
    enabled: linkId !== undefined,
  })
  useEffect(() => {
    if (final && valid) store.remove(transactionId!)
  }, [final, valid, transactionId])
  return {
    valid,
    answer,
    isLoading: valid && query.isPending,
    error: query.error as (Error & { status?: number }) | null,
    retry: () => void query.refetch(),
    linkId,
    // The receipt does without the link's name when the link cannot be read: the outcome matters more.
    link: link.data ?? null,
  }
}

import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/apiError'
import { paymentLinkQuery } from '../../api/paymentLinks'
import { PaymentLinkDetailsDialog, type PaymentLinkDetail } from '../../components/paymentLinks/PaymentLinkDetailsDialog'
import type { PaymentLink } from '../../domain/paymentLink'

/**
 * The details of a link: shown from the list's row at once when it is listed, then from the link's own call; a link
 * opened by its id alone (a shared or reloaded `?link=`) loads, or says it is not there, or that it could not load.
 */
export function PaymentLinkDetails({ id, link, onClose }: { id: string; link?: PaymentLink; onClose: () => void }) {
  const read = useQuery(paymentLinkQuery(id))
  const shown = read.data?.payment_link ?? link
  const detail: PaymentLinkDetail = shown
    ? { state: 'ready', link: shown }
    : read.isPending
      ? { state: 'loading' }
      : read.error instanceof ApiError && read.error.status === 404
        ? { state: 'missing' }
        : { state: 'error', message: read.error?.message ?? '', onRetry: () => void read.refetch() }
  return <PaymentLinkDetailsDialog detail={detail} onClose={onClose} />
}

import { useQuery } from '@tanstack/react-query'
import { paymentLinkQuery } from '../../api/paymentLinks'
import { PaymentLinkDetailsDialog } from '../../components/paymentLinks/PaymentLinkDetailsDialog'
import type { PaymentLink } from '../../domain/paymentLink'

/** The details of a listed link: shown from the list's row at once, then from the link's own call. */
export function PaymentLinkDetails({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  const detail = useQuery(paymentLinkQuery(link.id))
  return <PaymentLinkDetailsDialog link={detail.data?.payment_link ?? link} onClose={onClose} />
}

import { useQuery } from '@tanstack/react-query'
import { paymentLinkQuery } from '../../api/paymentLinks'
import { PaymentLinkDetailsDialog } from '../../components/paymentLinks/PaymentLinkDetailsDialog'
import type { PaymentLink } from '../../domain/paymentLink'

/** The details of a link: shown from the list's row at once when it is listed, then from the link's own call. */
export function PaymentLinkDetails({ id, link, onClose }: { id: string; link?: PaymentLink; onClose: () => void }) {
  const detail = useQuery(paymentLinkQuery(id))
  const shown = detail.data?.payment_link ?? link
  return shown ? <PaymentLinkDetailsDialog link={shown} onClose={onClose} /> : null
}

import type { ReactNode } from 'react'
import { PaymentCard } from './CheckoutFrame'
import { PaymentStatusPanel, type PaymentStatusPanelProps } from './PaymentStatusPanel'

export interface PaymentStatusCardProps extends PaymentStatusPanelProps {
  title: string
  titleId: string
  /** What the payment asks of the customer (amount, QR, address): shown only while it is waiting. */
  request?: ReactNode
  /** Below the status: the instructions while waiting, the receipt or the way on once it has ended. */
  children?: ReactNode
}

/**
 * A payment's card from waiting to its outcome: the status stays in one place (its live region is never
 * remounted, so each change is read out), and once the payment has ended nothing asks for money any more.
 */
export function PaymentStatusCard({ title, titleId, request, children, ...status }: PaymentStatusCardProps) {
  return (
    <PaymentCard title={title} titleId={titleId}>
      {status.status === 'waiting' && request}
      <PaymentStatusPanel {...status} />
      {children}
    </PaymentCard>
  )
}

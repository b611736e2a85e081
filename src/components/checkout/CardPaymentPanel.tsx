import { Button, Text } from '@chakra-ui/react'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount, PaymentCard } from './CheckoutFrame'
import { formatMoney } from '../../domain/money'

export interface CardPaymentPanelProps {
  amount: number
  currency: string
  redirectUrl: string | null
  onRetry: () => void
}

/** The card payment screen (SPEC §2): amount (2 decimals), SSL note, and the provider link in the same window, or Retry. */
export function CardPaymentPanel({ amount, currency, redirectUrl, onRetry }: CardPaymentPanelProps) {
  const href = safeExternalUrl(redirectUrl)
  return (
    <PaymentCard title="Credit Card Payment" titleId="card-title">
      <CheckoutAmount label="Amount" amount={formatMoney(amount, currency)} />
      <Text fontSize="sm" color="fg.muted">
        <span aria-hidden="true">🔒 </span>
        <span>256-bit SSL encryption</span>
      </Text>
      {href ? (
        <Button asChild colorPalette="brand" size="lg" width="full" minH="12">
          <a href={href}>Continue to Payment</a>
        </Button>
      ) : (
        <Button colorPalette="brand" size="lg" width="full" minH="12" onClick={onRetry}>
          Retry
        </Button>
      )}
      <Text fontSize="xs" color="fg.muted">
        You will enter your card details on our payment provider&apos;s secure page and come back here afterwards.
      </Text>
    </PaymentCard>
  )
}

import { Badge, Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { CenteredPanel, RetryPanel } from '../common/CenteredPanel'
import { canonicalTransactionStatus, isRetryableTransactionStatus, statusColorPalette, type CanonicalTransactionStatus, type TransactionStatus } from '../../domain/transactionStatus'

export type OutcomeVariant = 'direct' | 'wc' | 'final'

export interface TransactionOutcomePanelProps {
  transactionId: string | undefined
  valid: boolean
  status: TransactionStatus | undefined
  isLoading: boolean
  error: (Error & { status?: number }) | null
  linkId: string | undefined
  variant: OutcomeVariant
  onRetry: () => void
}

const OUTCOMES: Record<CanonicalTransactionStatus, { title: string; hint: string }> = {
  COMPLETED: { title: 'Payment Completed!', hint: 'Thank you, your payment was received. You can safely close this page.' },
  PENDING: { title: 'Payment Processing', hint: 'We are waiting for the payment provider to confirm your payment. This page updates by itself.' },
  FAILED: { title: 'Payment Failed', hint: 'Please try again or contact support' },
  CANCELED: { title: 'Payment Cancelled', hint: 'The payment was cancelled and nothing was charged. You can try again.' },
}

const UNKNOWN_OUTCOME = { title: 'Payment Status Unknown', hint: 'We could not tell how this payment ended. Please contact support with the transaction ID.' }

/** Where the card provider returns the customer: the outcome as a status badge with text, the ID, and what to do next. */
export function TransactionOutcomePanel({ transactionId, valid, status, isLoading, error, linkId, variant, onRetry }: TransactionOutcomePanelProps) {
  if (!valid || error?.status === 404) {
    return (
      <CenteredPanel title="Payment Not Found" hint="We could not find this payment. Please check the link you followed or contact support.">
        <HomeButton />
      </CenteredPanel>
    )
  }
  if (error) {
    return (
      <RetryPanel title="Payment Error" hint="Unable to check the payment status. Please try again." onRetry={onRetry} />
    )
  }
  if (isLoading || status === undefined) {
    return <CenteredPanel icon={<Spinner size="xl" color="brand.solid" />} title="Checking your payment" />
  }
  const canonical = canonicalTransactionStatus(status)
  const { title, hint } = canonical ? OUTCOMES[canonical] : UNKNOWN_OUTCOME
  const upper = status.toUpperCase()
  const canRetry = isRetryableTransactionStatus(status) && linkId
  return (
    <CenteredPanel
      icon={
        <Badge colorPalette={statusColorPalette(status)} size="lg" variant="surface" px="3" py="1">
          {canonical === 'PENDING' && <Spinner size="xs" />}
          {upper}
        </Badge>
      }
      title={title}
      hint={
        <Stack as="span" gap="2" display="flex">
          <Text as="span" role="status" aria-live="polite">
            {hint}
          </Text>
          <Text as="span" data-money fontWeight="medium" color="fg">
            Transaction ID: TX{transactionId}
          </Text>
          {variant !== 'direct' && canonical === 'COMPLETED' && (
            <Text as="span">You can now return to the shop; your order is confirmed there.</Text>
          )}
        </Stack>
      }
    >
      {canRetry ? (
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/payment-link" search={{ id: linkId }}>
            Try Again
          </Link>
        </Button>
      ) : (
        canonical !== 'PENDING' && <HomeButton />
      )}
    </CenteredPanel>
  )
}

function HomeButton() {
  return (
    <Button asChild colorPalette="brand" variant="outline" size="lg">
      <Link to="/">Go Home</Link>
    </Button>
  )
}

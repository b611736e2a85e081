import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import type { PaymentMethod } from '../../domain/paymentMethods'
import type { PaymentStatusKind } from '../../domain/transactionStatus'

export interface PaymentStatusPanelProps {
  status: PaymentStatusKind
  /** What a waiting payment waits for: the customer's USDC transfer, or the card provider's confirmation. */
  method: PaymentMethod
  transactionId: string
  /** A failed payment that was cancelled (nothing charged). */
  cancelled?: boolean
}

function content({ status, method, cancelled }: PaymentStatusPanelProps): { title: string; hint: string | null; palette: string } {
  if (status === 'completed') return { title: 'Payment Completed!', hint: null, palette: 'green' }
  if (status === 'failed') return cancelled ? { title: 'Payment Cancelled', hint: 'The payment was cancelled and nothing was charged.', palette: 'red' } : { title: 'Payment Failed', hint: 'Please try again or contact support', palette: 'red' }
  return method === 'crypto'
    ? { title: 'Waiting for Payment', hint: 'If you have paid the exact amount, your payment will be automatically confirmed', palette: 'yellow' }
    : { title: 'Payment Processing', hint: 'We are waiting for the payment provider to confirm your payment. This page updates by itself.', palette: 'yellow' }
}

/** A payment's status (SPEC §2), announced through a polite live region that stays mounted from waiting to the outcome; fixed height, no layout shift. */
export function PaymentStatusPanel(props: PaymentStatusPanelProps) {
  const { status, transactionId } = props
  const { title, hint, palette } = content(props)
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" colorPalette={palette} bg="colorPalette.subtle" borderWidth="1px" borderColor="colorPalette.muted" rounded="l2" p="4" minH="24">
      <HStack gap="3" align="start">
        {status === 'waiting' && <Spinner size="sm" color="colorPalette.fg" mt="1" flexShrink={0} />}
        <Stack gap="1">
          <Text fontWeight="semibold" color="colorPalette.fg">
            {title}
          </Text>
          {hint && (
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          )}
          {status === 'completed' && (
            <Text fontSize="sm" data-money>
              Transaction ID: TX{transactionId}
            </Text>
          )}
        </Stack>
      </HStack>
    </Box>
  )
}

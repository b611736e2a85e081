import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import type { CryptoStatusKind } from '../../machines/checkout/cryptoStatusMachine'

/** What the crypto status machine classifies a reported status as. */
export type PaymentStatusKind = CryptoStatusKind

const CONTENT: Record<PaymentStatusKind, { title: string; palette: string }> = {
  waiting: { title: 'Waiting for Payment', palette: 'yellow' },
  completed: { title: 'Payment Completed!', palette: 'green' },
  failed: { title: 'Payment Failed', palette: 'red' },
}

/** The crypto payment status (SPEC §2), announced through a polite live region; fixed height, no layout shift. */
export function PaymentStatusPanel({ status, transactionId }: { status: PaymentStatusKind; transactionId: string }) {
  const { title, palette } = CONTENT[status]
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" colorPalette={palette} bg="colorPalette.subtle" borderWidth="1px" borderColor="colorPalette.muted" rounded="l2" p="4" minH="24">
      <HStack gap="3" align="start">
        {status === 'waiting' && <Spinner size="sm" color="colorPalette.fg" mt="1" flexShrink={0} />}
        <Stack gap="1">
          <Text fontWeight="semibold" color="colorPalette.fg">
            {title}
          </Text>
          {status === 'waiting' && (
            <Text fontSize="sm" color="fg.muted">
              If you have paid the exact amount, your payment will be automatically confirmed
            </Text>
          )}
          {status === 'completed' && (
            <Text fontSize="sm" data-money>
              Transaction ID: TX{transactionId}
            </Text>
          )}
          {status === 'failed' && (
            <Text fontSize="sm" color="fg.muted">
              Please try again or contact support
            </Text>
          )}
        </Stack>
      </HStack>
    </Box>
  )
}

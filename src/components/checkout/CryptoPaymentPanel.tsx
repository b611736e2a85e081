import { Box, Button, Code, Heading, HStack, Image, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { usdcPaymentUri } from '../../domain/paymentUri'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount, PaymentCard } from './CheckoutFrame'
import { formatUsdc } from '../../domain/money'
import { PaymentStatusPanel, type PaymentStatusKind } from './PaymentStatusPanel'

// qrcode.react is loaded only when the crypto screen shows.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

/** The QR box keeps its size whatever fills it (no layout shift). */
const QR_BOX = '52'

export interface CryptoPaymentPanelProps {
  amount: number
  address: string
  qrcodeUrl: string | null
  transactionId: string
  status: PaymentStatusKind
  onCopy: (what: 'address' | 'amount', text: string) => void
}

/**
 * The crypto payment screen (SPEC §2): amount (4 decimals USDC), QR, address with copy, status,
 * instructions. The instructions go once the status answered: a completed or failed payment does
 * not tell the customer how to pay (issue 24); the QR keeps its place (no layout shift).
 */
export function CryptoPaymentPanel({ amount, address, qrcodeUrl, transactionId, status, onCopy }: CryptoPaymentPanelProps) {
  const uri = usdcPaymentUri(address, amount)
  const fallbackImage = uri ? null : safeExternalUrl(qrcodeUrl)
  const amountText = formatUsdc(amount)

  return (
    <PaymentCard title="Polygon USDC Payment" titleId="crypto-title">

      <HStack justify="space-between" gap="3" wrap="wrap">
        <CheckoutAmount label="Amount to send" amount={amountText} selectable />
        <Button variant="outline" size="md" minH="11" onClick={() => onCopy('amount', amount.toFixed(4))} aria-label={`Copy amount ${amountText}`}>
          Copy amount
        </Button>
      </HStack>

      <Box alignSelf="center" boxSize={QR_BOX} bg="white" p="2" rounded="l2" borderWidth="1px" display="flex" alignItems="center" justifyContent="center">
        {uri ? (
          <Suspense fallback={<Skeleton boxSize="full" />}>
            <QRCodeSVG value={uri} size={192} level="M" role="img" aria-label="QR code of the payment request for your wallet app" style={{ width: '100%', height: '100%' }} />
          </Suspense>
        ) : fallbackImage ? (
          <Image src={fallbackImage} alt="QR code of the payment request" boxSize="full" objectFit="contain" />
        ) : (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            QR code unavailable: use the address below.
          </Text>
        )}
      </Box>

      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted" id="wallet-address-label">
          Wallet address (Polygon)
        </Text>
        <Code aria-labelledby="wallet-address-label" data-testid="wallet-address" fontSize="sm" p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
          {address}
        </Code>
        <Button colorPalette="brand" variant="subtle" size="lg" minH="11" onClick={() => onCopy('address', address)}>
          Copy address
        </Button>
      </Stack>

      <PaymentStatusPanel status={status} transactionId={transactionId} />

      {status === 'waiting' && (
        <Stack gap="1" fontSize="sm">
          <Heading as="h2" size="sm">
            How to pay
          </Heading>
          <List.Root as="ol" ps="5" gap="1">
            <List.Item>Send exactly {amountText} on the Polygon network. Other networks or tokens will be lost.</List.Item>
            <List.Item>Use the address above, or scan the QR code with your wallet app.</List.Item>
            <List.Item>Wait 1-2 minutes: this page confirms the payment by itself.</List.Item>
          </List.Root>
        </Stack>
      )}
    </PaymentCard>
  )
}

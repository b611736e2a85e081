import { Box, Button, Code, Heading, HStack, Image, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { usdcPaymentUri } from '../../domain/paymentUri'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount } from './CheckoutFrame'
import { formatExchangeRate, formatMoney, formatUsdc } from '../../domain/money'
import type { Conversion } from '../../domain/paymentOutcome'
import type { PaymentStatusKind } from '../../domain/transactionStatus'
import { PaymentStatusCard } from './PaymentStatusCard'

// qrcode.react is loaded only when the crypto screen shows.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

/** The QR box keeps its size whatever fills it (no layout shift). */
const QR_BOX = '52'

export interface CryptoPaymentPanelProps {
  amount: number
  address: string
  qrcodeUrl: string | null
  transactionId: string
  /** A EUR link's charge, when the USDC to send is its conversion (named with its rate). */
  charge?: { amount: string; currency: string; conversion: Conversion } | null
  status: PaymentStatusKind
  cancelled?: boolean
  onCopy: (what: 'address' | 'amount', text: string) => void
  /** Once the payment has ended: the receipt, or the way to start again. */
  outcome?: ReactNode
}

/**
 * The crypto payment screen (SPEC §2): amount (4 decimals USDC), QR, address with copy, "Open in wallet" on a phone
 * (the QR's own EIP-681 request: a customer paying from the phone cannot scan its own screen), status, instructions.
 * Once the payment has ended only the status and the outcome remain: nothing asks for money any more.
 */
export function CryptoPaymentPanel({ amount, address, qrcodeUrl, transactionId, charge, status, cancelled, onCopy, outcome }: CryptoPaymentPanelProps) {
  const uri = usdcPaymentUri(address, amount)
  const fallbackImage = uri ? null : safeExternalUrl(qrcodeUrl)
  const amountText = formatUsdc(amount)

  const request = (
    <>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <CheckoutAmount label="Amount to send" amount={amountText} selectable />
        <Button variant="outline" size="md" minH="11" onClick={() => onCopy('amount', amount.toFixed(4))} aria-label={`Copy amount ${amountText}`}>
          Copy amount
        </Button>
      </HStack>
      {charge && (
        <Text fontSize="sm" color="fg.muted" data-money>
          For {formatMoney(charge.amount, charge.currency)}, converted at {formatExchangeRate(charge.conversion.from, charge.conversion.to, charge.conversion.rate)} (USDC is a dollar token).
        </Text>
      )}

      {uri && (
        <Button asChild colorPalette="brand" size="lg" minH="12" hideFrom="md">
          <a href={uri}>Open in wallet</a>
        </Button>
      )}

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
    </>
  )

  return (
    <PaymentStatusCard title="Polygon USDC Payment" titleId="crypto-title" status={status} cancelled={cancelled} method="crypto" transactionId={transactionId} request={request}>
      {status === 'waiting' ? (
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
      ) : (
        outcome
      )}
    </PaymentStatusCard>
  )
}

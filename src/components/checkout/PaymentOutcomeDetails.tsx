import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Fragment, type ReactNode } from 'react'
import { DownloadIcon, ExternalLinkIcon, PrintIcon } from '../common/icons'

export interface ShopReturn {
  href: string
  shop: string
}

export interface PaymentOutcomeDetailsProps {
  kind: 'completed' | 'failed'
  transactionId: string
  /** Completed: the receipt's lines (label, value). */
  receipt?: [label: string, value: string][]
  onPrint?: () => void
  onDownload?: () => void
  /** Failed: a new payment (a new intent); absent when the link can no longer be paid. */
  onStartNew?: () => void
  /** The merchant's page, when the link names one ("Back to <shop>"). */
  shopReturn: ShopReturn | null
  /** A line for the customer under the receipt (e.g. where the order is confirmed). */
  note?: ReactNode
}

/** Hidden on paper: the printed receipt keeps only its facts. */
const screenOnly = { _print: { display: 'none' } } as const

/** What follows an ended payment: the receipt with ways to keep it, or the way to start again; and the way back to the shop. */
export function PaymentOutcomeDetails({ kind, transactionId, receipt = [], onPrint, onDownload, onStartNew, shopReturn, note }: PaymentOutcomeDetailsProps) {
  return (
    <Stack gap="4">
      {kind === 'completed' ? (
        <>
          <Stack as="section" aria-labelledby="receipt-title" gap="2">
            <Heading as="h2" id="receipt-title" size="sm">
              Receipt
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2" fontSize="sm">
              {receipt.map(([label, value]) => (
                <Fragment key={label}>
                  <Text as="dt" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="dd" fontWeight="medium" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
                    {value}
                  </Text>
                </Fragment>
              ))}
            </Box>
          </Stack>
          {note && <Text fontSize="sm">{note}</Text>}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" {...screenOnly}>
            <Button variant="outline" size="lg" minH="11" flex="1" onClick={onPrint}>
              <PrintIcon /> Print receipt
            </Button>
            <Button variant="outline" size="lg" minH="11" flex="1" onClick={onDownload}>
              <DownloadIcon /> Download receipt
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            If you contact support, give them the transaction ID: <Text as="span" data-money fontWeight="medium" color="fg">TX{transactionId}</Text>
          </Text>
          {onStartNew && (
            <Button colorPalette="brand" size="lg" minH="12" onClick={onStartNew} {...screenOnly}>
              Start a new payment
            </Button>
          )}
        </>
      )}
      {shopReturn && (
        <Button asChild variant={kind === 'completed' ? 'solid' : 'outline'} colorPalette="brand" size="lg" minH="12" {...screenOnly}>
          <a href={shopReturn.href} rel="noopener">
            Back to {shopReturn.shop} <ExternalLinkIcon />
          </a>
        </Button>
      )}
    </Stack>
  )
}

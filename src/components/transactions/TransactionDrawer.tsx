import { Button, CloseButton, Drawer, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Transaction } from '../../api/transactions'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { COPY_MESSAGES } from '../common/clipboard'
import { CopyableText } from '../common/CopyableText'
import { InlineLoadError } from '../common/InlineLoadError'
import { DetailList } from '../data/DetailList'
import { TransactionStatusBadge } from '../data/StatusBadge'
import { paymentMethodLabel } from '../../domain/paymentMethods'
import { noCreditText, rateSourceText, settlementRateText, walletCredit } from '../../domain/settlement'
import { personName } from '../../domain/userName'

/** What the drawer knows of the transaction it was opened for. */
export type TransactionDetail =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void }
  | { state: 'missing' }
  | { state: 'ready'; transaction: Transaction }

export type TransactionPaymentLink = NonNullable<Transaction['payment_link']>

export interface TransactionDrawerProps {
  /** The transaction the drawer is open for; closed when undefined. */
  transactionId: string | undefined
  detail: TransactionDetail
  /** The admin list: the merchant it pays, with a way to list only theirs. */
  showMerchant?: boolean
  onMerchantFilter?: (merchantId: string) => void
  /** How to show the payment link it came from (a link to it where the reader may open it). */
  renderPaymentLink?: (link: TransactionPaymentLink) => ReactNode
  onClose: () => void
}

export const TRANSACTION_NOT_FOUND = 'This transaction could not be found.'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—')

function Details({ transaction: tx, showMerchant, onMerchantFilter, renderPaymentLink }: { transaction: Transaction } & Pick<TransactionDrawerProps, 'showMerchant' | 'onMerchantFilter' | 'renderPaymentLink'>) {
  const money = (amount: string) => formatMoney(amount, tx.currency)
  const { settlement } = tx
  const settled = (amount: string) => formatMoney(amount, settlement.currency)
  const rateSource: [string, ReactNode][] = settlement.exchange_rate ? [['Rate source', rateSourceText(settlement.exchange_rate, (iso) => dash(localDateTime(iso)))]] : []
  const billing = tx.billing_info
  const merchantName = personName(tx.merchant.first_name, tx.merchant.last_name)
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {money(tx.gross_amount)}
        </Text>
        <TransactionStatusBadge status={tx.status} />
      </HStack>
      <Section title="Payment">
        <DetailList
          size="sm"
          items={[
            [
              'Transaction ID',
              <CopyableText key="id" text={tx.id} label="Copy transaction ID" messages={COPY_MESSAGES.transactionId} />,
            ],
            ['Date', dash(localDateTime(tx.created_at))],
            ['Last updated', dash(localDateTime(tx.updated_at))],
            ['Method', paymentMethodLabel(tx.payment_method)],
            ['Charged in', tx.currency],
            ['Amount (net)', money(tx.amount)],
            ['Fee', money(tx.fee)],
            ['Gross', money(tx.gross_amount)],
          ]}
        />
      </Section>
      <Section title="Settlement">
        <Text color="fg.muted" fontSize="sm">
          What reaches the wallet, in its currency, at the exchange rate recorded when the customer paid.
        </Text>
        <DetailList
          size="sm"
          items={[
            ['Settled in', settlement.currency],
            ['Exchange rate', settlementRateText(settlement)],
            ...rateSource,
            ['Gross', settled(settlement.gross_amount)],
            ['Fee', settled(settlement.fee)],
            ['Net to the wallet', walletCredit(tx) ?? noCreditText(tx.status)],
          ]}
        />
      </Section>
      <Section title="Billing information">
        {billing ? (
          <DetailList
          size="sm"
            items={[
              ['Name', dash(personName(billing.first_name, billing.last_name))],
              ['E-mail', dash(billing.email)],
              ['Phone', dash(billing.phone)],
            ]}
          />
        ) : (
          <Stack gap="1">
            <Text color="fg.muted">No billing information was entered for this payment.</Text>
            <DetailList size="sm" items={[['E-mail', dash(tx.customer_email)]]} />
          </Stack>
        )}
      </Section>
      <Section title="Payment link">
        {tx.payment_link ? (
          <Stack gap="2" align="flex-start">
            <DetailList
          size="sm"
              items={[
                ['Name', tx.payment_link.name],
                ['Link ID', tx.payment_link.id],
              ]}
            />
            {renderPaymentLink?.(tx.payment_link)}
          </Stack>
        ) : (
          <Text color="fg.muted">Not paid through a payment link (a direct charge, or a link that was deleted).</Text>
        )}
      </Section>
      {showMerchant && (
        <Section title="Merchant">
          <DetailList
          size="sm"
            items={[
              ['Name', dash(merchantName)],
              ['E-mail', dash(tx.merchant.email)],
              ['User ID', tx.merchant.id],
            ]}
          />
          {onMerchantFilter && (
            <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onMerchantFilter(tx.merchant.id)}>
              Show only this merchant's transactions
            </Button>
          )}
        </Section>
      )}
    </Stack>
  )
}

/** One transaction's details in a side drawer; Escape, the close button or the backdrop close it. */
export function TransactionDrawer({ transactionId, detail, showMerchant = false, onMerchantFilter, renderPaymentLink, onClose }: TransactionDrawerProps) {
  return (
    <Drawer.Root open={transactionId !== undefined} onOpenChange={(event) => !event.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1" minW="0">
                <Drawer.Title>Transaction details</Drawer.Title>
                {transactionId && (
                  <Drawer.Description color="fg.muted" fontSize="sm" wordBreak="break-all">
                    {`Transaction ${transactionId}`}
                  </Drawer.Description>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body pb="6">
              {detail.state === 'loading' && (
                <Stack gap="3" aria-busy="true" aria-label="Loading the transaction">
                  <Skeleton height="8" width="40%" />
                  <Skeleton height="32" />
                  <Skeleton height="24" />
                </Stack>
              )}
              {detail.state === 'error' && <InlineLoadError message={detail.message} onRetry={detail.onRetry} />}
              {detail.state === 'missing' && <Text>{TRANSACTION_NOT_FOUND}</Text>}
              {detail.state === 'ready' && <Details transaction={detail.transaction} showMerchant={showMerchant} onMerchantFilter={onMerchantFilter} renderPaymentLink={renderPaymentLink} />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

import { Button, CloseButton, Drawer, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Transaction } from '../../api/transactions'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { CopyableText } from '../common/CopyableText'
import { DetailList } from '../data/DetailList'
import { TransactionStatusBadge } from '../data/StatusBadge'
import { noCreditText, rateSourceText, settlementRateText, walletCredit } from '../../domain/settlement'
import { personName } from '../../domain/userName'
import { useMessages } from '../../i18n/appLocale'
import { settlementMessages } from '../../i18n/messages/settlement.en'
import { transactionsMessages } from '../../i18n/messages/transactions.en'
import { Phrase } from '../checkout/Phrase'
import { Ltr } from '../../i18n/Ltr'
import { methodWord } from './transactionWords'
import type { Lookup } from '../data/lookup'
import { LookupView } from '../data/LookupView'

/** What the drawer knows of the transaction it was opened for. */
export type TransactionDetail = Lookup<{ transaction: Transaction }>

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
  const words = useMessages(transactionsMessages)
  const { t, intl, dates } = words
  const w = useMessages(settlementMessages)
  const money = (amount: string) => <Ltr>{formatMoney(amount, tx.currency, 2, intl)}</Ltr>
  const { settlement } = tx
  const settled = (amount: string) => <Ltr>{formatMoney(amount, settlement.currency, 2, intl)}</Ltr>
  const date = (iso: string) => dash(localDateTime(iso, dates))
  const rateSource: [string, ReactNode][] = settlement.exchange_rate ? [[t('rateSource'), rateSourceText(settlement.exchange_rate, date, w)]] : []
  const credit = walletCredit(tx, w)
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
      <Section title={t('payment')}>
        <DetailList
          size="sm"
          items={[
            [
              t('transactionId'),
              <Ltr key="id">
                <CopyableText text={tx.id} label={t('copyTransactionId')} messages={{ ok: t('transactionIdCopied'), fail: t('transactionIdCopyFailed') }} />
              </Ltr>,
            ],
            [t('date'), date(tx.created_at)],
            [t('lastUpdated'), date(tx.updated_at)],
            [t('method'), methodWord(words, tx.payment_method)],
            [t('chargedIn'), tx.currency],
            [t('amountNet'), money(tx.amount)],
            [t('fee'), money(tx.fee)],
            [t('gross'), money(tx.gross_amount)],
          ]}
        />
      </Section>
      <Section title={t('settlement')}>
        <Text color="fg.muted" fontSize="sm">
          {t('settlementHint')}
        </Text>
        <DetailList
          size="sm"
          items={[
            [t('settledIn'), settlement.currency],
            [t('exchangeRate'), settlement.exchange_rate ? <Ltr>{settlementRateText(settlement, w)}</Ltr> : settlementRateText(settlement, w)],
            ...rateSource,
            [t('gross'), settled(settlement.gross_amount)],
            [t('fee'), settled(settlement.fee)],
            [t('netToWallet'), credit ? <Ltr>{credit}</Ltr> : noCreditText(tx.status, w)],
          ]}
        />
      </Section>
      <Section title={t('billing')}>
        {billing ? (
          <DetailList
          size="sm"
            items={[
              [t('name'), dash(personName(billing.first_name, billing.last_name))],
              [t('email'), <Ltr key="email">{dash(billing.email)}</Ltr>],
              [t('phone'), <Ltr key="phone">{dash(billing.phone)}</Ltr>],
            ]}
          />
        ) : (
          <Stack gap="1">
            <Text color="fg.muted">{t('noBilling')}</Text>
            <DetailList size="sm" items={[[t('email'), <Ltr key="email">{dash(tx.customer_email)}</Ltr>]]} />
          </Stack>
        )}
      </Section>
      <Section title={t('paymentLink')}>
        {tx.payment_link ? (
          <Stack gap="2" align="flex-start">
            <DetailList
          size="sm"
              items={[
                [t('name'), tx.payment_link.name],
                [t('linkId'), <Ltr key="id">{tx.payment_link.id}</Ltr>],
              ]}
            />
            {renderPaymentLink?.(tx.payment_link)}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('noPaymentLink')}</Text>
        )}
      </Section>
      {showMerchant && (
        <Section title={t('merchant')}>
          <DetailList
          size="sm"
            items={[
              [t('name'), dash(merchantName)],
              [t('email'), <Ltr key="email">{dash(tx.merchant.email)}</Ltr>],
              [t('userId'), <Ltr key="id">{tx.merchant.id}</Ltr>],
            ]}
          />
          {onMerchantFilter && (
            <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onMerchantFilter(tx.merchant.id)}>
              {t('onlyThisMerchant')}
            </Button>
          )}
        </Section>
      )}
    </Stack>
  )
}

/** One transaction's details in a side drawer; Escape, the close button or the backdrop close it. */
export function TransactionDrawer({ transactionId, detail, showMerchant = false, onMerchantFilter, renderPaymentLink, onClose }: TransactionDrawerProps) {
  const { t, raw, text } = useMessages(transactionsMessages)
  return (
    <Drawer.Root open={transactionId !== undefined} onOpenChange={(event) => !event.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1" minW="0">
                <Drawer.Title>{t('transactionDetails')}</Drawer.Title>
                {transactionId && (
                  <Drawer.Description color="fg.muted" fontSize="sm" wordBreak="break-all">
                    <Phrase text={raw('transactionNamed')} values={{ id: <Ltr>{transactionId}</Ltr> }} />
                  </Drawer.Description>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <LookupView lookup={detail} loadingLabel={t('loadingTransaction')} missing={text(TRANSACTION_NOT_FOUND)}>
                {({ transaction }) => <Details transaction={transaction} showMerchant={showMerchant} onMerchantFilter={onMerchantFilter} renderPaymentLink={renderPaymentLink} />}
              </LookupView>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeDetails')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

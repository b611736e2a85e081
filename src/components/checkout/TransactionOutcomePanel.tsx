import '../../i18n/englishPayment'
import { css } from '../../../styled-system/css'
import { CenteredPanel, GoHome, RetryPanel } from './CenteredPanel'
import { Spinner } from './Spinner'
import { CheckoutFrame } from './CheckoutFrame'
import { PaymentOutcomeDetails } from './PaymentOutcomeDetails'
import { PaymentStatusCard } from './PaymentStatusCard'
import { paymentOutcome, type PaymentOutcome, type ReceiptContext, type StatusAnswer } from '../../domain/paymentOutcome'
import { receiptLines } from '../../domain/receipt'
import type { PaymentLink } from '../../domain/paymentLink'
import { shopReturn } from '../../domain/returnUrl'
import { classifyPaymentStatus } from '../../domain/transactionStatus'
import { useTranslator } from '../../i18n/TranslatorContext'

export type OutcomeVariant = 'direct' | 'wc' | 'final'

export interface TransactionOutcomePanelProps {
  transactionId: string | undefined
  valid: boolean
  answer: StatusAnswer | undefined
  isLoading: boolean
  error: { message: string; status?: number } | null
  /** The payment link paid (its name on the receipt, its shop to go back to); null when unknown. */
  link: PaymentLink | null
  variant: OutcomeVariant
  onRetry: () => void
  /** A new payment after a failed one; absent when the link is unknown or can no longer be paid. */
  onStartNew?: () => void
  onPrint: () => void
  onDownload: (outcome: PaymentOutcome, context: ReceiptContext) => void
}

const TITLES = { card: 'cardTitle', crypto: 'cryptoTitle' } as const

/**
 * Where the card provider returns the customer: in the checkout's frame, the status in words (never the raw
 * status), then the receipt of a completed payment, or the way to start again after a failed one, and the way
 * back to the shop.
 */
export function TransactionOutcomePanel({ transactionId, valid, answer, isLoading, error, link, variant, onRetry, onStartNew, onPrint, onDownload }: TransactionOutcomePanelProps) {
  const translator = useTranslator()
  const { t } = translator
  if (!valid || error?.status === 404) {
    return (
      <CenteredPanel title={t('paymentNotFoundTitle')} hint={t('paymentNotFoundHint')}>
        <GoHome variant="outline" />
      </CenteredPanel>
    )
  }
  if (error) return <RetryPanel title={t('paymentError')} hint={t('statusUnavailable')} onRetry={onRetry} />
  if (isLoading || answer === undefined) return <CenteredPanel icon={<Spinner size="xl" className={css({ color: 'brand.solid' })} />} title={t('checkingPayment')} />

  const id = transactionId!
  const outcome = paymentOutcome(id, answer)
  const method = answer.payment_method ?? 'card'
  const context: ReceiptContext = { linkName: link?.name ?? null, linkAmount: link?.amount ?? null, linkCurrency: link?.currency ?? null, usdcAmount: null, conversion: null }
  return (
    <CheckoutFrame>
      <PaymentStatusCard title={t(TITLES[method])} titleId="outcome-title" status={classifyPaymentStatus(answer.status)} cancelled={outcome?.cancelled} method={method} transactionId={id}>
        {outcome && (
          <PaymentOutcomeDetails
            kind={outcome.kind}
            transactionId={id}
            receipt={receiptLines(outcome, context, translator)}
            onPrint={onPrint}
            onDownload={() => onDownload(outcome, context)}
            onStartNew={onStartNew}
            shopReturn={shopReturn(link?.return_url)}
            note={variant !== 'direct' && outcome.kind === 'completed' ? t('orderConfirmed') : undefined}
          />
        )}
      </PaymentStatusCard>
    </CheckoutFrame>
  )
}

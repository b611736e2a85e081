import '../i18n/englishPayment'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { createCheckoutMachine } from '../machines/checkout/wiring'
import { CardPaymentPanel } from '../components/checkout/CardPaymentPanel'
import { CheckoutFrame } from '../components/checkout/CheckoutFrame'
import { checkoutNotify } from '../components/checkout/checkoutToaster'
import { CryptoPaymentPanel } from '../components/checkout/CryptoPaymentPanel'
import { PaymentOutcomeDetails } from '../components/checkout/PaymentOutcomeDetails'
import { PaymentStatusCard } from '../components/checkout/PaymentStatusCard'
import { COPY_MESSAGES, copyWithToast } from '../components/common/clipboard'
import type { ReceiptContext } from '../domain/paymentOutcome'
import { receiptLines } from '../domain/receipt'
import { shopReturn } from '../domain/returnUrl'
import { downloadReceipt, printReceipt } from './receipt'
import { useTranslator } from '../i18n/TranslatorContext'

type CheckoutMachine = ReturnType<typeof createCheckoutMachine>

const reload = () => window.location.reload()
const copy = (what: 'address' | 'amount', text: string) => void copyWithToast(text, COPY_MESSAGES[what], checkoutNotify)

/** The checkout's screens once a payment exists (SPEC §2 step 7): crypto or card, then its outcome with the receipt. */
export function PaymentScreens({ state, actorRef }: { state: SnapshotFrom<CheckoutMachine>; actorRef: ActorRefFrom<CheckoutMachine> }) {
  const translator = useTranslator()
  const { link, outcome, payment } = state.context
  const receiptContext: ReceiptContext = {
    linkName: link?.name ?? null,
    linkAmount: link?.amount ?? null,
    linkCurrency: link?.currency ?? null,
    usdcAmount: payment?.payment_method === 'crypto' ? payment.payment_amt : null,
    conversion: payment?.exchange_rate ?? null,
  }
  const outcomeDetails = outcome && (
    <PaymentOutcomeDetails
      kind={outcome.kind}
      transactionId={outcome.transactionId}
      receipt={receiptLines(outcome, receiptContext, translator)}
      onPrint={printReceipt}
      onDownload={() => downloadReceipt(outcome, receiptContext, translator)}
      onStartNew={state.can({ type: 'START_NEW' }) ? () => actorRef.send({ type: 'START_NEW' }) : undefined}
      shopReturn={shopReturn(link?.return_url)}
    />
  )
  // The crypto screen stays the same element from waiting to its outcome, so its status is announced, not remounted.
  const cryptoPayment = payment?.payment_method === 'crypto' && payment.address && (state.matches({ payment: 'crypto' }) || state.matches('outcome')) ? payment : null
  return (
    <CheckoutFrame>
      {cryptoPayment ? (
        <CryptoPaymentPanel
          amount={cryptoPayment.payment_amt}
          address={cryptoPayment.address!}
          qrcodeUrl={cryptoPayment.qrcode_url}
          transactionId={cryptoPayment.transaction_id}
          charge={link && cryptoPayment.exchange_rate ? { amount: link.amount, currency: link.currency, conversion: cryptoPayment.exchange_rate } : null}
          status={outcome?.kind ?? 'waiting'}
          cancelled={outcome?.cancelled}
          onCopy={copy}
          outcome={outcomeDetails}
        />
      ) : (
        outcome && (
          <PaymentStatusCard
            title={translator.t(outcome.paymentMethod === 'crypto' ? 'cryptoTitle' : 'cardTitle')}
            titleId="outcome-title"
            status={outcome.kind}
            cancelled={outcome.cancelled}
            method={outcome.paymentMethod ?? 'card'}
            transactionId={outcome.transactionId}
          >
            {outcomeDetails}
          </PaymentStatusCard>
        )
      )}
      {state.matches({ payment: 'card' }) && payment && <CardPaymentPanel amount={payment.payment_amt} currency={link?.currency ?? 'USD'} redirectUrl={payment.redirect_url} onRetry={reload} />}
    </CheckoutFrame>
  )
}

import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { createTransactionOutcomeMachine } from '../machines/checkout/wiring'
import { TransactionOutcomePanel, type OutcomeVariant } from '../components/checkout/TransactionOutcomePanel'
import { checkoutHref, isPlausibleId, type CheckoutSearch } from '../domain/checkoutSearch'
import type { PaymentOutcome, ReceiptContext } from '../domain/paymentOutcome'
import { downloadReceipt, printReceipt } from './receipt'
import { keepLang } from '../i18n/documentLocale'
import { useTranslator } from '../i18n/TranslatorContext'

/** The /process-payment pages (query: transaction_id, optional id of the payment link): the outcome read from the server. */
export function ProcessPaymentPage({ search, variant }: { search: CheckoutSearch; variant: OutcomeVariant }) {
  const translator = useTranslator()
  const transactionId = search.transaction_id
  const props = { transactionId, variant, onPrint: printReceipt, onDownload: (outcome: PaymentOutcome, context: ReceiptContext) => downloadReceipt(outcome, context, translator) }
  // An implausible id is never sent to the server: there is no such payment.
  if (!isPlausibleId(transactionId)) return <TransactionOutcomePanel {...props} valid={false} answer={undefined} isLoading={false} error={null} link={null} onRetry={() => {}} />
  return <WatchedOutcome {...props} transactionId={transactionId} linkId={search.id} />
}

function WatchedOutcome({ transactionId, linkId, ...props }: { transactionId: string; linkId: string | undefined; variant: OutcomeVariant } & Pick<Parameters<typeof TransactionOutcomePanel>[0], 'onPrint' | 'onDownload'>) {
  const [outcome] = useState(() => createTransactionOutcomeMachine())
  const actorRef = useActorRef(outcome.machine, { input: outcome.input(transactionId, linkId ?? null) })
  const state = useSelector(actorRef, (snapshot) => snapshot)
  const { answer, error, link } = state.context
  const failed = state.matches({ status: 'notFound' }) || state.matches({ status: 'unavailable' })
  const receiptLinkId = link?.id
  // A new page load of the link: a new intent under a new Idempotency-Key.
  const startNew = receiptLinkId && link && !link.is_expired ? () => window.location.assign(keepLang(checkoutHref(receiptLinkId), window.location.search)) : undefined
  return (
    <TransactionOutcomePanel
      {...props}
      transactionId={transactionId}
      valid
      answer={answer ?? undefined}
      isLoading={answer === null && !failed}
      error={failed ? error : null}
      link={link}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      onStartNew={startNew}
    />
  )
}

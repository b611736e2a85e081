import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../styled-system/css'
import { createCheckoutMachine, type transactionTaskMachine } from '../machines/checkout/wiring'
import { CHECKOUT_MESSAGES } from '../domain/checkoutPayment'
import { billingFormMachine } from '../machines/checkout/billingFormMachine'
import { BillingForm } from '../components/checkout/BillingForm'
import { CenteredPanel, GoHome, RetryPanel } from '../components/checkout/CenteredPanel'
import { CheckoutFrame } from '../components/checkout/CheckoutFrame'
import { checkoutNotify } from '../components/checkout/checkoutToaster'
import { ProcessingPanel } from '../components/checkout/ProcessingPanel'
import { Spinner } from '../components/checkout/Spinner'
import { LEAVE_WARNING_TOAST, useLeaveGuard } from '../components/checkout/useLeaveGuard'
import { checkoutHref, type CheckoutSearch } from '../domain/checkoutSearch'
import { keepLang } from '../i18n/documentLocale'
import { useTranslator } from '../i18n/TranslatorContext'

const warnHidden = () => checkoutNotify.error(LEAVE_WARNING_TOAST)
const reload = () => window.location.reload()
// The payment's screens (crypto, card, its outcome and receipt) load once the form is sent, or when a payment resumes.
const loadPaymentScreens = () => import('./PaymentScreens')
const PaymentScreens = lazy(() => loadPaymentScreens().then((module) => ({ default: module.PaymentScreens })))

// The machine keeps the transaction id in the URL (SPEC §4) without a new history entry, and the URL keeps the reader's language.
const showTransactionId = (linkId: string, transactionId: string | undefined) =>
  window.history.replaceState(window.history.state, '', keepLang(checkoutHref(linkId, transactionId), window.location.search))

/** Public payment-link checkout (/payment-link?id=…&transaction_id=…): starts the checkout actor and renders its state. */
export function PaymentLinkPage({ search }: { search: CheckoutSearch }) {
  const linkId = search.id
  const [machine] = useState(() => createCheckoutMachine({ notify: checkoutNotify, onTransactionId: showTransactionId }))
  const actorRef = useActorRef(machine, { input: { linkId, transactionId: search.transaction_id } })
  const state = useSelector(actorRef, (snapshot) => snapshot)
  const billingForm = useActorRef(billingFormMachine)
  const { context } = state
  const { t, text } = useTranslator()
  // The same panel element as the screens after it, so React updates its words in place rather than remounting it.
  const loadingPanel = <CenteredPanel icon={<Spinner size="xl" className={css({ color: 'brand.solid' })} />} title={t('loadingLink')} />
  const sent = state.matches('creating')
  useLeaveGuard(state.hasTag('busy'), warnHidden)
  useEffect(() => {
    if (sent) void loadPaymentScreens()
  }, [sent])

  if (state.matches('invalidLink')) {
    return (
      <CenteredPanel title={t('invalidLinkTitle')} hint={t('invalidLinkHint')}>
        <GoHome />
      </CenteredPanel>
    )
  }
  if (state.matches('start') || state.matches('loading')) return loadingPanel
  if (state.matches('notFound')) {
    return (
      <CenteredPanel title={t('linkNotFoundTitle')} hint={t('linkNotFoundHint')}>
        <GoHome />
      </CenteredPanel>
    )
  }
  if (state.matches('loadFailed')) {
    // The server's own message as it sent it; the product's words in the reader's language.
    return <RetryPanel title={t('paymentError')} hint={context.error ? text(context.error) : t('interfaceUnavailable')} onRetry={() => actorRef.send({ type: 'RETRY' })} />
  }
  if (state.matches('failure')) {
    // A creation whose answer never came is sent again under its Idempotency-Key (one transaction);
    // otherwise Try Again reloads the checkout without a transaction id: a failed or expired one is never resumed.
    const failedLinkId = context.linkId
    const retry = state.can({ type: 'RETRY' }) ? () => actorRef.send({ type: 'RETRY' }) : failedLinkId ? () => window.location.assign(keepLang(checkoutHref(failedLinkId), window.location.search)) : reload
    return <RetryPanel title={t('paymentFailed')} hint={text(context.error ?? CHECKOUT_MESSAGES.creationFailed)} onRetry={retry} />
  }
  if (state.matches({ payment: 'unavailable' })) {
    return <RetryPanel title={t('paymentError')} hint={t('interfaceUnavailable')} onRetry={reload} />
  }

  if (state.matches('payment') || state.matches('outcome')) {
    return (
      <Suspense fallback={loadingPanel}>
        <PaymentScreens state={state} actorRef={actorRef} />
      </Suspense>
    )
  }

  const link = context.link
  return (
    <CheckoutFrame>
      {(state.matches('billing') || state.matches('creating')) && link && (
        <BillingForm
          linkName={link.name}
          description={link.description}
          amount={link.amount}
          currency={link.currency}
          methods={context.methods}
          selectedMethod={context.method}
          busy={state.hasTag('busy')}
          form={billingForm}
          onSelectMethod={(method) => actorRef.send({ type: 'SELECT_METHOD', method })}
          onSubmit={(billing) => actorRef.send({ type: 'SUBMIT', billing })}
        />
      )}
      {state.matches('processing') && <Processing taskRef={state.children.task as ActorRefFrom<typeof transactionTaskMachine> | undefined} />}
    </CheckoutFrame>
  )
}

function Processing({ taskRef }: { taskRef: ActorRefFrom<typeof transactionTaskMachine> | undefined }) {
  const progress = useSelector(taskRef, (snapshot) => snapshot?.context.progress ?? null)
  return <ProcessingPanel progress={progress ?? null} />
}

import { Button, Spinner } from '@chakra-ui/react'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { createCheckoutMachine } from '../../machines/checkout/wiring'
import { BillingForm } from '../../components/checkout/BillingForm'
import { CardPaymentPanel } from '../../components/checkout/CardPaymentPanel'
import { CenteredPanel, RetryPanel } from '../../components/common/CenteredPanel'
import { CheckoutFrame } from '../../components/checkout/CheckoutFrame'
import { checkoutNotify } from '../../components/checkout/checkoutToaster'
import { CryptoPaymentPanel } from '../../components/checkout/CryptoPaymentPanel'
import { COPY_MESSAGES, copyWithToast } from '../../components/common/clipboard'
import { ProcessingPanel } from '../../components/checkout/ProcessingPanel'
import { LEAVE_WARNING_TOAST, useLeaveGuard } from '../../components/checkout/useLeaveGuard'
import type { transactionTaskMachine } from '../../machines/checkout/wiring'
import { MESSAGES } from '../../machines/checkout/checkoutMachine'
import { checkoutHref, parseCheckoutSearch, searchText } from '../../domain/checkoutSearch'
import { CUSTOMER_FORM_RULES } from '../../domain/customerForm'
import { formMachine } from '../../machines/form/formMachine'
import { PaymentOutcomeDetails } from '../../components/checkout/PaymentOutcomeDetails'
import { PaymentStatusCard } from '../../components/checkout/PaymentStatusCard'
import { receiptLines, type ReceiptContext } from '../../domain/paymentOutcome'
import { shopReturn } from '../../domain/returnUrl'
import { downloadReceipt, printReceipt } from '../-checkout/receipt'

/** Public payment-link checkout: reads the query, starts the checkout actor and renders its state. */
export const Route = createFileRoute('/_checkout/payment-link')({
  validateSearch: parseCheckoutSearch,
  loaderDeps: ({ search }) => ({ id: searchText(search.id) }),
  // The link's request starts with the route, in parallel with the checkout's code; the checkout takes it over.
  // Nothing is awaited: the page renders "Loading Payment Link" meanwhile, as the machine says.
  loader: ({ deps: { id } }) => {
    if (id) void import('../../machines/checkout/wiring').then((wiring) => wiring.preloadPaymentLink(id))
  },
  component: PaymentLinkRoute,
})

function PaymentLinkRoute() {
  const id = searchText(Route.useSearch().id)
  // A different link is a different checkout; the transaction id changing (written by the machine) is not.
  return <Checkout key={id ?? ''} />
}

const warnHidden = () => checkoutNotify.error(LEAVE_WARNING_TOAST)
const reload = () => window.location.reload()

const copy = (what: 'address' | 'amount', text: string) => void copyWithToast(text, COPY_MESSAGES[what], checkoutNotify)

function Checkout() {
  const search = Route.useSearch()
  const linkId = searchText(search.id)
  const router = useRouter()
  const [machine] = useState(() =>
    createCheckoutMachine({
      notify: checkoutNotify,
      onTransactionId: (linkId, transactionId) => router.history.replace(checkoutHref(linkId, transactionId)),
    }),
  )
  const actorRef = useActorRef(machine, { input: { linkId, transactionId: searchText(search.transaction_id) } })
  const state = useSelector(actorRef, (snapshot) => snapshot)
  const billingForm = useActorRef(formMachine, { input: { rules: CUSTOMER_FORM_RULES } })
  const { context } = state
  useLeaveGuard(state.hasTag('busy'), warnHidden)

  if (state.matches('invalidLink')) {
    return (
      <CenteredPanel title="Invalid Payment Link" hint="The payment link ID is missing or invalid.">
        <GoHome />
      </CenteredPanel>
    )
  }
  if (state.matches('start') || state.matches('loading')) {
    return <CenteredPanel icon={<Spinner size="xl" color="brand.solid" />} title="Loading Payment Link" />
  }
  if (state.matches('notFound')) {
    return (
      <CenteredPanel title="Payment Link Not Found" hint="The payment link could not be found or has expired.">
        <GoHome />
      </CenteredPanel>
    )
  }
  if (state.matches('loadFailed')) {
    return (
      <RetryPanel title="Payment Error" hint={context.error ?? 'Unable to load payment interface. Please try again.'} onRetry={() => actorRef.send({ type: 'RETRY' })} />
    )
  }
  if (state.matches('failure')) {
    // A creation whose answer never came is sent again under its Idempotency-Key (one transaction);
    // otherwise Try Again reloads the checkout without a transaction id: a failed or expired one is never resumed.
    const { linkId } = context
    const retry = state.can({ type: 'RETRY' })
      ? () => actorRef.send({ type: 'RETRY' })
      : linkId
        ? () => window.location.assign(checkoutHref(linkId))
        : reload
    return <RetryPanel title="Payment Failed" hint={context.error ?? MESSAGES.creationFailed} onRetry={retry} />
  }
  if (state.matches({ payment: 'unavailable' })) {
    return (
      <RetryPanel title="Payment Error" hint="Unable to load payment interface. Please try again." onRetry={reload} />
    )
  }

  const link = context.link
  const { outcome, payment } = context
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
      receipt={receiptLines(outcome, receiptContext)}
      onPrint={printReceipt}
      onDownload={() => downloadReceipt(outcome, receiptContext)}
      onStartNew={state.can({ type: 'START_NEW' }) ? () => actorRef.send({ type: 'START_NEW' }) : undefined}
      shopReturn={shopReturn(link?.return_url)}
    />
  )
  // The crypto screen stays the same element from waiting to its outcome, so its status is announced, not remounted.
  const cryptoPayment = payment?.payment_method === 'crypto' && payment.address && (state.matches({ payment: 'crypto' }) || state.matches('outcome')) ? payment : null
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
            title={outcome.paymentMethod === 'crypto' ? 'Polygon USDC Payment' : 'Credit Card Payment'}
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
      {state.matches({ payment: 'card' }) && payment && (
        <CardPaymentPanel amount={payment.payment_amt} currency={link?.currency ?? 'USD'} redirectUrl={payment.redirect_url} onRetry={reload} />
      )}
    </CheckoutFrame>
  )
}

function Processing({ taskRef }: { taskRef: ActorRefFrom<typeof transactionTaskMachine> | undefined }) {
  const progress = useSelector(taskRef, (snapshot) => snapshot?.context.progress ?? null)
  return <ProcessingPanel progress={progress ?? null} />
}

function GoHome() {
  return (
    <Button asChild colorPalette="brand" size="lg">
      <Link to="/">Go Home</Link>
    </Button>
  )
}

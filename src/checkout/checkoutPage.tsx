import { lazy, Suspense, type ReactElement } from 'react'
import { css } from '../../styled-system/css'
import { CenteredPanel, GoHome } from '../components/checkout/CenteredPanel'
import { Spinner } from '../components/checkout/Spinner'
import type { OutcomeVariant } from '../components/checkout/TransactionOutcomePanel'
import { isPlausibleId, parseCheckoutSearch } from '../domain/checkoutSearch'
import { preloadPaymentLink } from '../machines/checkout/wiring'
import { CheckoutApp } from './CheckoutApp'
import { PaymentLinkPage } from './PaymentLinkPage'
import { useTranslator } from '../i18n/TranslatorContext'

// The return pages' code is theirs alone: the payment link's page never loads it (their HTML preloads it).
const ProcessPaymentPage = lazy(() => import('./ProcessPaymentPage').then((module) => ({ default: module.ProcessPaymentPage })))

/** The checkout's pages (SPEC §2): the payment link, and the three the card provider returns the customer to. */
const RETURN_PAGES: Record<string, OutcomeVariant> = { '/process-payment': 'direct', '/process-payment/wc': 'wc', '/process-payment/wc/final-step': 'final' }

const path = (pathname: string) => pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/'

/** Whether `pathname` is the payment link's checkout (a trailing slash or `.html` aside). */
export const isPaymentLinkPath = (pathname: string) => path(pathname) === '/payment-link'

/**
 * Opens the checkout page at `location`: the payment link's checkout (its link's request starts now, in parallel with
 * the first render, and the checkout takes it over), a return page, or (a path the server should not have sent here)
 * the app's not-found words; with the checkout's toasts.
 */
export function openCheckoutPage(location: Pick<Location, 'pathname' | 'search'>): ReactElement {
  return <CheckoutApp>{checkoutPage(location)}</CheckoutApp>
}

function checkoutPage(location: Pick<Location, 'pathname' | 'search'>): ReactElement {
  const search = parseCheckoutSearch(new URLSearchParams(location.search))
  if (isPaymentLinkPath(location.pathname)) {
    if (isPlausibleId(search.id)) preloadPaymentLink(search.id)
    return <PaymentLinkPage search={search} />
  }
  const variant = RETURN_PAGES[path(location.pathname)]
  if (variant) {
    return (
      // While its code arrives, the return page's shell as it was: "Checking your payment".
      <Suspense fallback={<CheckingPayment />}>
        <ProcessPaymentPage search={search} variant={variant} />
      </Suspense>
    )
  }
  return <PageNotFound />
}

function CheckingPayment() {
  const { t } = useTranslator()
  return <CenteredPanel icon={<Spinner size="xl" className={css({ color: 'brand.solid' })} />} title={t('checkingPayment')} />
}

function PageNotFound() {
  const { t } = useTranslator()
  return (
    <CenteredPanel title={t('pageNotFoundTitle')} hint={t('pageNotFoundHint')}>
      <GoHome />
    </CenteredPanel>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { currentSubscriptionQuery, plansQuery, promoQuery } from '../../../api/onboarding'
import { prefetch } from '../../-loaders/prefetch'
import { subscriptionPaymentSearch } from '../../-onboarding/subscriptionPaymentSearch'
import { SubscriptionPaymentScreen } from '../../-onboarding/SubscriptionPaymentScreen'

export const Route = createFileRoute('/_app/subscription-payment/')({
  validateSearch: subscriptionPaymentSearch,
  loaderDeps: ({ search: { code } }) => ({ code }),
  loader: ({ deps: { code }, ...args }) => prefetch(args, plansQuery(), currentSubscriptionQuery(), ...(code ? [promoQuery(code)] : [])),
  component: SubscriptionPayment,
})

function SubscriptionPayment() {
  const { plan, yearly, code } = Route.useSearch()
  return <SubscriptionPaymentScreen plan={plan} yearly={yearly} code={code} />
}

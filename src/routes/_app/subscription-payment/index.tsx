import { createFileRoute } from '@tanstack/react-router'
import { subscriptionPaymentSearch } from '../../-onboarding/subscriptionPaymentSearch'
import { SubscriptionPaymentScreen } from '../../-onboarding/SubscriptionPaymentScreen'

export const Route = createFileRoute('/_app/subscription-payment/')({
  validateSearch: subscriptionPaymentSearch,
  component: SubscriptionPayment,
})

function SubscriptionPayment() {
  const { plan, yearly, code } = Route.useSearch()
  return <SubscriptionPaymentScreen plan={plan} yearly={yearly} code={code} />
}

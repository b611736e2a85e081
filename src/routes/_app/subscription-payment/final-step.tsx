import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionFinalStep } from '../../-onboarding/SubscriptionFinalStep'

export const Route = createFileRoute('/_app/subscription-payment/final-step')({
  component: SubscriptionFinalStep,
})

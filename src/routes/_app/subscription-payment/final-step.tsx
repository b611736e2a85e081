import { createFileRoute } from '@tanstack/react-router'
import { currentSubscriptionQuery } from '../../../api/onboarding'
import { prefetch } from '../../-loaders/prefetch'
import { SubscriptionFinalStep } from '../../-onboarding/SubscriptionFinalStep'

export const Route = createFileRoute('/_app/subscription-payment/final-step')({
  loader: (args) => prefetch(args, currentSubscriptionQuery()),
  component: SubscriptionFinalStep,
})

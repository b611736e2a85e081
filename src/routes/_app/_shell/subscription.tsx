import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionScreen } from '../../-onboarding/SubscriptionScreen'

export const Route = createFileRoute('/_app/_shell/subscription')({
  component: SubscriptionScreen,
})

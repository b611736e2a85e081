import { createFileRoute } from '@tanstack/react-router'
import { currentSubscriptionQuery, plansQuery } from '../../../api/onboarding'
import { prefetch } from '../../-loaders/prefetch'
import { SubscriptionScreen } from '../../-onboarding/SubscriptionScreen'

export const Route = createFileRoute('/_app/_shell/subscription')({
  loader: (args) => prefetch(args, currentSubscriptionQuery(), plansQuery()),
  component: SubscriptionScreen,
})

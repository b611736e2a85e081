import { createFileRoute } from '@tanstack/react-router'
import { plansQuery } from '../../../api/onboarding'
import { subscriptionsAdminQuery } from '../../../api/subscriptionsAdmin'
import { prefetch } from '../../-loaders/prefetch'
import { subscriptionListQuery } from '../../../domain/subscriptionListQuery'
import { subscriptionSearch } from '../../../domain/subscriptionSearch'
import { SubscriptionsAdminScreen } from '../../-subscriptionsAdmin/SubscriptionsAdminScreen'

export const Route = createFileRoute('/_app/_shell/subscription-admin')({
  validateSearch: subscriptionSearch,
  loaderDeps: ({ search }) => subscriptionListQuery(search),
  loader: ({ deps, ...args }) => prefetch(args, subscriptionsAdminQuery(deps), plansQuery()),
  component: SubscriptionsAdmin,
})

function SubscriptionsAdmin() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SubscriptionsAdminScreen search={search} onNavigate={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}

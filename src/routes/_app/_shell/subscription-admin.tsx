import { createFileRoute } from '@tanstack/react-router'
import { subscriptionSearch } from '../../-subscriptionsAdmin/subscriptionSearch'
import { SubscriptionsAdminScreen } from '../../-subscriptionsAdmin/SubscriptionsAdminScreen'

export const Route = createFileRoute('/_app/_shell/subscription-admin')({
  validateSearch: subscriptionSearch,
  component: SubscriptionsAdmin,
})

function SubscriptionsAdmin() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SubscriptionsAdminScreen search={search} onNavigate={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}

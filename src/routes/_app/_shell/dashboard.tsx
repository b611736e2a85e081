import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/common/PlaceholderPage'
import { dashboardView } from '../../-session/guards'

/** SPEC §2: admin overview, client overview; staff and anyone else are sent on by the guard. */
export const Route = createFileRoute('/_app/_shell/dashboard')({
  beforeLoad: ({ context }) => ({ dashboard: dashboardView(context.auth) }),
  component: Dashboard,
})

function Dashboard() {
  const { dashboard } = Route.useRouteContext()
  return <PlaceholderPage title={dashboard === 'admin' ? 'Admin Overview' : 'Overview'} />
}

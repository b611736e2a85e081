import { createFileRoute } from '@tanstack/react-router'
import { adminOverviewQuery, clientOverviewQuery } from '../../../api/dashboard'
import { prefetch } from '../../-loaders/prefetch'
import { dashboardView } from '../../-session/guards'
import { definedOnly } from '../../../domain/listSearch'
import { DEFAULT_OVERVIEW_DAYS, overviewDaysParam, overviewSearch, type OverviewDays } from '../../../domain/overviewPeriod'
import { AdminOverviewScreen } from '../../-overview/AdminOverviewScreen'
import { ClientOverviewScreen } from '../../-overview/ClientOverviewScreen'

/** SPEC §2: admin overview, client overview; staff and anyone else are sent on by the guard. The period lives in `?days=`. */
export const Route = createFileRoute('/_app/_shell/dashboard')({
  validateSearch: overviewSearch,
  beforeLoad: ({ context }) => ({ dashboard: dashboardView(context.auth) }),
  loaderDeps: ({ search }) => ({ days: search.days ?? DEFAULT_OVERVIEW_DAYS }),
  loader: ({ context, deps: { days }, cause }) => {
    if (context.dashboard === 'admin') return prefetch({ context, cause }, adminOverviewQuery(days))
    if (context.dashboard === 'client') return prefetch({ context, cause }, clientOverviewQuery(days))
  },
  component: Dashboard,
})

function Dashboard() {
  const { dashboard } = Route.useRouteContext()
  const days = Route.useSearch({ select: (search) => search.days ?? DEFAULT_OVERVIEW_DAYS })
  const navigate = Route.useNavigate()
  const onSelectDays = (next: OverviewDays) => void navigate({ search: (previous) => definedOnly({ ...previous, days: overviewDaysParam(next) }) })
  if (dashboard === 'admin') return <AdminOverviewScreen days={days} onSelectDays={onSelectDays} />
  if (dashboard === 'client') return <ClientOverviewScreen days={days} onSelectDays={onSelectDays} />
  return null
}

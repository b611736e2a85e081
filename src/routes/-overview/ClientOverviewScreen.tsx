import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { clientOverviewQuery } from '../../api/dashboard'
import { canAccess } from '../../domain/access'
import { nextSteps } from '../../domain/overviewNextSteps'
import { ClientOverviewView } from '../../components/overview/ClientOverviewView'
import { useQueryRead } from '../../components/data/readState'
import { OverviewPage, type OverviewPeriodProps } from './OverviewPage'

/** The merchant's overview: the client-overview call for the period in the URL, and what still needs them. */
export function ClientOverviewScreen({ days, onSelectDays }: OverviewPeriodProps) {
  const { auth } = useRouteContext({ from: '/_app' })
  const canCreatePaymentLinks = useSelector(auth, (state) => (state.context.user ? canAccess(state.context.user, '/payment-links') : false))
  const read = useQueryRead(useQuery(clientOverviewQuery(days)))
  const overview = read.data
  const steps = useMemo(() => (overview ? nextSteps(overview, { canCreatePaymentLinks }) : []), [overview, canCreatePaymentLinks])
  return (
    <OverviewPage days={days} onSelectDays={onSelectDays} read={read}>
      <ClientOverviewView overview={overview} steps={steps} />
    </OverviewPage>
  )
}

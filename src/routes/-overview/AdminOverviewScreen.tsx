import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminOverviewQuery } from '../../api/dashboard'
import { AdminOverviewView } from '../../components/overview/AdminOverviewView'
import { OverviewPage, type OverviewPeriodProps } from './OverviewPage'

/** The admin's overview: the admin-overview call for the period in the URL. */
export function AdminOverviewScreen({ days, onSelectDays }: OverviewPeriodProps) {
  const query = useQuery({ ...adminOverviewQuery(days), placeholderData: keepPreviousData })
  return (
    <OverviewPage title="Admin Overview" days={days} onSelectDays={onSelectDays} query={query}>
      <AdminOverviewView overview={query.data} />
    </OverviewPage>
  )
}

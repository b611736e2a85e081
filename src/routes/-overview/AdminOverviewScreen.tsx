import { useQuery } from '@tanstack/react-query'
import { adminOverviewQuery } from '../../api/dashboard'
import { AdminOverviewView } from '../../components/overview/AdminOverviewView'
import { useQueryRead } from '../../components/data/readState'
import { OverviewPage, type OverviewPeriodProps } from './OverviewPage'

/** The admin's overview: the admin-overview call for the period in the URL. */
export function AdminOverviewScreen({ days, onSelectDays }: OverviewPeriodProps) {
  const read = useQueryRead(useQuery(adminOverviewQuery(days)))
  return (
    <OverviewPage days={days} onSelectDays={onSelectDays} read={read}>
      <AdminOverviewView overview={read.data} />
    </OverviewPage>
  )
}

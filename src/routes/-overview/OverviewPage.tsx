import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { OVERVIEW_PERIODS, periodLabel, type OverviewDays } from '../../domain/overviewPeriod'
import { PageHeader } from '../../components/common/PageHeader'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { PeriodPicker } from '../../components/overview/PeriodPicker'

export interface OverviewPeriodProps {
  days: OverviewDays
  onSelectDays: (days: OverviewDays) => void
}

/** Both overviews' frame: title, the period and its picker, then the figures, or the failed read with Try Again. */
export function OverviewPage({
  title,
  days,
  onSelectDays,
  query,
  children,
}: OverviewPeriodProps & { title: string; query: { data: unknown; isError: boolean; isFetching: boolean; error: Error | null; refetch: () => unknown }; children: ReactNode }) {
  const failed = query.isError && query.data === undefined && !query.isFetching
  return (
    <Stack gap="6">
      <PageHeader title={title} subtitle={periodLabel(days)} actions={<PeriodPicker days={days} periods={OVERVIEW_PERIODS} onSelect={onSelectDays} />} />
      {failed ? <InlineLoadError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} /> : children}
    </Stack>
  )
}

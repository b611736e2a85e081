import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { OVERVIEW_PERIODS, periodLabel, type OverviewDays } from '../../domain/overviewPeriod'
import { PageHeader } from '../../components/common/PageHeader'
import type { ReadState } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { PeriodPicker } from '../../components/overview/PeriodPicker'

export interface OverviewPeriodProps {
  days: OverviewDays
  onSelectDays: (days: OverviewDays) => void
}

/** Both overviews' frame: title, the period and its picker, then the figures (or the failed read with Try Again, or the figures with a failed refresh's notice). */
export function OverviewPage({ title, days, onSelectDays, read, children }: OverviewPeriodProps & { title: string; read: ReadState<unknown>; children: ReactNode }) {
  return (
    <Stack gap="6">
      <PageHeader title={title} subtitle={periodLabel(days)} actions={<PeriodPicker days={days} periods={OVERVIEW_PERIODS} onSelect={onSelectDays} />} />
      <ReadView read={read} failedMessage={read.failure?.message ?? ''}>
        {children}
      </ReadView>
    </Stack>
  )
}

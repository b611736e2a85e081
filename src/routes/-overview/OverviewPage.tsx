import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { OVERVIEW_PERIODS, type OverviewDays } from '../../domain/overviewPeriod'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import { PageHeader } from '../../components/common/PageHeader'
import type { ReadState } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { PeriodPicker } from '../../components/overview/PeriodPicker'

export interface OverviewPeriodProps {
  days: OverviewDays
  onSelectDays: (days: OverviewDays) => void
}

/** Both overviews' frame: title, the period and its picker, then the figures (or the failed read with Try Again, or the figures with a failed refresh's notice). */
export function OverviewPage({ days, onSelectDays, read, children }: OverviewPeriodProps & { read: ReadState<unknown>; children: ReactNode }) {
  const { t } = useMessages(overviewMessages)
  return (
    <Stack gap="6">
      <PageHeader title={t('title')} subtitle={t('period', { days })} actions={<PeriodPicker days={days} periods={OVERVIEW_PERIODS} onSelect={onSelectDays} />} />
      <ReadView read={read} failedMessage={read.failure?.message ?? ''}>
        {children}
      </ReadView>
    </Stack>
  )
}

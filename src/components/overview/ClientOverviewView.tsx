import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import type { NextStep } from '../../domain/overviewNextSteps'
import { formatMoney } from '../../domain/money'
import { periodLabel } from '../../domain/overviewPeriod'
import { countOf } from '../../domain/plural'
import { FigureCard } from './FigureCard'
import { StatusCounts } from './StatusCounts'
import { NextSteps } from './NextSteps'
import { OverviewChart } from './OverviewChart'
import { RecentTransactions } from './RecentTransactions'
import { ChartSkeleton, FiguresSkeleton } from './OverviewSkeleton'

type ClientOverview = components['schemas']['ClientOverview']

const VOLUME_SERIES = [{ key: 'volume' as const, label: 'Volume', color: 'brand.solid' }]

/** The merchant's overview (designed here): what needs them, the period's figures, its daily volume, the latest transactions. */
export function ClientOverviewView({ overview, steps }: { overview: ClientOverview | undefined; steps: NextStep[] }) {
  if (!overview) {
    return (
      <Stack gap="6" aria-busy="true">
        <FiguresSkeleton cards={4} />
        <ChartSkeleton />
        <RecentTransactions rows={undefined} loading allTo="/transactions" />
      </Stack>
    )
  }
  const money = (amount: string) => formatMoney(amount, overview.currency)
  const period = periodLabel(overview.period.days)
  return (
    <Stack gap="6">
      <NextSteps steps={steps} />
      <Stack as="section" aria-label="Figures" gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <FigureCard label="Balance" value={money(overview.balance)} help={[`Pending: ${money(overview.pending_balance)}`, `Combined: ${money(overview.combined_balance)}`]} />
          <FigureCard label="Volume" value={money(overview.period_volume)} help={[`Paid by customers, ${period.toLowerCase()}`]} />
          <FigureCard label="Fees" value={money(overview.period_fees)} help={[period]} />
          <FigureCard label="Net" value={money(overview.period_net)} help={[`Yours after fees, ${period.toLowerCase()}`]} />
        </SimpleGrid>
        <FigureCard
          label="Transactions"
          value={overview.period_transactions}
          help={[`${period}. All time: ${countOf(overview.total_transactions, 'transaction')}, ${money(overview.total_volume)} net`]}
        >
          <StatusCounts counts={overview.period_transactions_by_status} label={`Transactions by status, ${period.toLowerCase()}`} />
        </FigureCard>
        <Text textStyle="xs" color="fg.muted">
          Completed transactions only count towards volume, fees and net. USD and EUR amounts are added at face value.
        </Text>
      </Stack>
      <OverviewChart
        title={`Daily volume, ${period.toLowerCase()}`}
        points={overview.daily_volume.map((point) => ({ day: point.date, volume: Number(point.volume) }))}
        series={VOLUME_SERIES}
        currency={overview.currency}
      />
      <RecentTransactions rows={overview.recent_transactions} loading={false} allTo="/transactions" />
    </Stack>
  )
}

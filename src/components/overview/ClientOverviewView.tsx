import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import type { NextStep } from '../../domain/overviewNextSteps'
import { formatMoney } from '../../domain/money'
import { periodLabel } from '../../domain/overviewPeriod'
import { countOf } from '../../domain/plural'
import { amountsByCurrency, amountsInWords, conversionText, ratesOf, settledNote, settledText } from '../../domain/settlement'
import { CurrencyAmounts } from '../data/CurrencyAmounts'
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
  // Volume, fees and net per currency customers paid in; the wallet's figures are in its currency, with the rates of what it converted.
  const perCurrency = (field: 'volume' | 'fees' | 'net') => <CurrencyAmounts amounts={amountsByCurrency(overview.period_by_currency, field, overview.currency)} />
  const walletConversion = conversionText(overview.wallet_exchange_rates)
  const periodRates = ratesOf(overview.period_by_currency)
  const allTimeNet = amountsInWords(amountsByCurrency(overview.total_by_currency, 'net', overview.currency))
  return (
    <Stack gap="6">
      <NextSteps steps={steps} />
      <Stack as="section" aria-label="Figures" gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <FigureCard
            label="Balance"
            value={money(overview.balance)}
            help={[`Pending: ${money(overview.pending_balance)}`, `Combined: ${money(overview.combined_balance)}`, ...(walletConversion ? [walletConversion] : [])]}
          />
          <FigureCard label="Volume" value={perCurrency('volume')} help={[`Paid by customers, ${period.toLowerCase()}`]} />
          <FigureCard label="Fees" value={perCurrency('fees')} help={[period]} />
          <FigureCard label="Net" value={perCurrency('net')} help={[`Yours after fees, ${period.toLowerCase()}`, settledText(overview.period_net, overview.currency, periodRates)]} />
        </SimpleGrid>
        <FigureCard label="Transactions" value={overview.period_transactions} help={[`${period}. All time: ${countOf(overview.total_transactions, 'transaction')}, ${allTimeNet} net`]}>
          <StatusCounts counts={overview.period_transactions_by_status} label={`Transactions by status, ${period.toLowerCase()}`} />
        </FigureCard>
        <Text textStyle="xs" color="fg.muted">
          {`Completed transactions only count towards volume, fees and net, in the currency the customer paid in: amounts in different currencies are never added together. Your wallet holds ${overview.currency}: a payment in another currency is converted at the rate recorded on it (shown in its details).`}
        </Text>
      </Stack>
      <OverviewChart
        title={`Daily volume in ${overview.currency}, ${period.toLowerCase()}`}
        points={overview.daily_volume.map((point) => ({ day: point.date, volume: Number(point.volume) }))}
        series={VOLUME_SERIES}
        currency={overview.currency}
        note={settledNote(overview.currency, periodRates)}
      />
      <RecentTransactions rows={overview.recent_transactions} loading={false} allTo="/transactions" />
    </Stack>
  )
}

import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import type { NextStep } from '../../domain/overviewNextSteps'
import { formatMoney } from '../../domain/money'
import { amountsByCurrency, amountsInWords, conversionText, ratesOf, settledNote, settledText } from '../../domain/settlement'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import { settlementMessages } from '../../i18n/messages/settlement.en'
import { Phrase } from '../checkout/Phrase'
import { CurrencyAmounts } from '../data/CurrencyAmounts'
import { FigureCard } from './FigureCard'
import { Ltr } from '../../i18n/Ltr'
import { isolateLtr } from '../../i18n/isolate'
import { StatusCounts } from './StatusCounts'
import { NextSteps } from './NextSteps'
import { OverviewChart } from './OverviewChart'
import { RecentTransactions } from './RecentTransactions'
import { ChartSkeleton, FiguresSkeleton } from './OverviewSkeleton'

type ClientOverview = components['schemas']['ClientOverview']

/** The merchant's overview (designed here): what needs them, the period's figures, its daily volume, the latest transactions. */
export function ClientOverviewView({ overview, steps }: { overview: ClientOverview | undefined; steps: NextStep[] }) {
  const t = useMessages(overviewMessages)
  const w = useMessages(settlementMessages)
  if (!overview) {
    return (
      <Stack gap="6" aria-busy="true">
        <FiguresSkeleton cards={4} />
        <ChartSkeleton />
        <RecentTransactions rows={undefined} loading allTo="/transactions" />
      </Stack>
    )
  }
  const money = (amount: string) => formatMoney(amount, overview.currency, 2, t.intl)
  const days = overview.period.days
  // Volume, fees and net per currency customers paid in; the wallet's figures are in its currency, with the rates of what it converted.
  const perCurrency = (field: 'volume' | 'fees' | 'net') => <CurrencyAmounts amounts={amountsByCurrency(overview.period_by_currency, field, overview.currency, w).map((amount) => isolateLtr(amount, t.dir))} />
  const walletConversion = conversionText(overview.wallet_exchange_rates, {}, w)
  const periodRates = ratesOf(overview.period_by_currency)
  const allTimeNet = amountsInWords(amountsByCurrency(overview.total_by_currency, 'net', overview.currency, w), w)
  return (
    <Stack gap="6">
      <NextSteps steps={steps} />
      <Stack as="section" aria-label={t.t('figures')} gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <FigureCard
            label={t.t('balance')}
            value={<Ltr>{money(overview.balance)}</Ltr>}
            help={[
              <Phrase key="pending" text={t.raw('pendingAmount')} values={{ amount: <Ltr>{money(overview.pending_balance)}</Ltr> }} />,
              <Phrase key="combined" text={t.raw('combinedAmount')} values={{ amount: <Ltr>{money(overview.combined_balance)}</Ltr> }} />,
              ...(walletConversion ? [walletConversion] : []),
            ]}
          />
          <FigureCard label={t.t('volume')} value={perCurrency('volume')} help={[t.t('paidByCustomers', { days })]} />
          <FigureCard label={t.t('fees')} value={perCurrency('fees')} help={[t.t('period', { days })]} />
          <FigureCard label={t.t('net')} value={perCurrency('net')} help={[t.t('yoursAfterFees', { days }), settledText(overview.period_net, overview.currency, periodRates, w)]} />
        </SimpleGrid>
        <FigureCard label={t.t('transactions')} value={overview.period_transactions} help={[t.t('clientTransactionsHelp', { days, count: overview.total_transactions, net: allTimeNet })]}>
          <StatusCounts counts={overview.period_transactions_by_status} label={t.t('byStatus', { days })} />
        </FigureCard>
        <Text textStyle="xs" color="fg.muted">
          {t.t('clientNote', { currency: overview.currency })}
        </Text>
      </Stack>
      <OverviewChart
        title={t.t('clientChartTitle', { currency: overview.currency, days })}
        points={overview.daily_volume.map((point) => ({ day: point.date, volume: Number(point.volume) }))}
        series={[{ key: 'volume' as const, label: t.t('volume'), color: 'brand.solid' }]}
        currency={overview.currency}
        note={settledNote(overview.currency, periodRates, w)}
      />
      <RecentTransactions rows={overview.recent_transactions} loading={false} allTo="/transactions" />
    </Stack>
  )
}

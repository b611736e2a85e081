import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { adminAttention } from '../../domain/adminAttention'
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
import { AttentionLinks } from './AttentionLinks'
import { OverviewChart } from './OverviewChart'
import { RecentTransactions } from './RecentTransactions'
import { ChartSkeleton, FiguresSkeleton } from './OverviewSkeleton'

type AdminOverview = components['schemas']['AdminOverview']

/** The admin's overview (designed here): the period's money, wallets, reviews and subscriptions, and the screens that act on them. */
export function AdminOverviewView({ overview }: { overview: AdminOverview | undefined }) {
  const t = useMessages(overviewMessages)
  const w = useMessages(settlementMessages)
  if (!overview) {
    return (
      <Stack gap="6" aria-busy="true">
        <FiguresSkeleton cards={8} />
        <ChartSkeleton />
        <RecentTransactions rows={undefined} loading allTo="/transactions-admin" showMerchant />
      </Stack>
    )
  }
  const days = overview.period.days
  const period = t.t('period', { days })
  const subscriptions = overview.subscriptions_by_state
  const integrations = overview.integrations_by_state
  const { currency, subscription_revenue: revenue } = overview
  const money = (amount: string, inCurrency: string = currency) => <Ltr>{formatMoney(amount, inCurrency, 2, t.intl)}</Ltr>
  // Volume and fees per currency customers paid in (never added); settled figures in the wallets' currency name their rates.
  const periodAmounts = (field: 'volume' | 'fees') => amountsByCurrency(overview.period_by_currency, field, currency, w).map((amount) => isolateLtr(amount, t.dir))
  const allTime = (field: 'volume' | 'fees') => t.t('allTime', { amounts: amountsInWords(amountsByCurrency(overview.total_by_currency, field, currency, w), w) })
  const periodRates = ratesOf(overview.period_by_currency)
  const walletConversion = conversionText(overview.wallet_exchange_rates, {}, w)
  return (
    <Stack gap="6">
      <Stack as="section" aria-label={t.t('figures')} gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <FigureCard label={t.t('volume')} value={<CurrencyAmounts amounts={periodAmounts('volume')} />} help={[period, allTime('volume')]} />
          <FigureCard label={t.t('fees')} value={<CurrencyAmounts amounts={periodAmounts('fees')} />} help={[period, settledText(overview.period_fees, currency, periodRates, w), allTime('fees')]} />
          <FigureCard label={t.t('transactions')} value={overview.period_transactions} help={[t.t('adminTransactionsHelp', { days, count: overview.total_transactions })]}>
            <StatusCounts counts={overview.period_transactions_by_status} label={t.t('byStatus', { days })} />
          </FigureCard>
          <FigureCard label={t.t('clients')} value={overview.total_clients} help={[t.t('usersInAll', { count: overview.total_users })]} />
          <FigureCard label={t.t('wallets')} value={overview.total_wallets} help={[t.t('withBalance', { count: overview.wallets_with_balance })]} />
          <FigureCard
            label={t.t('walletBalances')}
            value={money(overview.total_wallet_balance)}
            help={[
              <Phrase key="pending" text={t.raw('pendingAmount')} values={{ amount: money(overview.total_pending_balance) }} />,
              <Phrase key="combined" text={t.raw('combinedAmount')} values={{ amount: money(overview.total_combined_balance) }} />,
              ...(walletConversion ? [walletConversion] : []),
            ]}
          />
          <FigureCard label={t.t('pendingIntegrations')} value={overview.pending_integrations} help={[t.t('integrationsReviewed', { approved: integrations.approved, rejected: integrations.rejected })]} />
          <FigureCard
            label={t.t('activeSubscriptions')}
            value={subscriptions.active}
            help={[
              t.t('notActive', { count: subscriptions.inactive }),
              t.t('withoutPlan', { count: subscriptions.none }),
              <Phrase key="charged" text={t.raw('chargedForSubscriptions')} values={{ amount: money(revenue.amount_charged, revenue.currency) }} />,
            ]}
          />
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          {t.t('adminNote', { currency, subscriptionCurrency: revenue.currency })}
        </Text>
      </Stack>
      <AttentionLinks links={adminAttention(overview)} />
      <OverviewChart
        title={t.t('adminChartTitle', { currency, days })}
        points={overview.daily_volume.map((point) => ({ day: point.date, volume: Number(point.volume), fees: Number(point.fees) }))}
        series={[
          { key: 'volume' as const, label: t.t('volume'), color: 'brand.solid' },
          { key: 'fees' as const, label: t.t('fees'), color: 'orange.solid', ownAxis: true },
        ]}
        currency={currency}
        note={settledNote(currency, periodRates, w)}
      />
      <RecentTransactions rows={overview.recent_transactions} loading={false} allTo="/transactions-admin" showMerchant />
    </Stack>
  )
}

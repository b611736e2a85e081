import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { adminAttention } from '../../domain/adminAttention'
import { countOf } from '../../domain/plural'
import { formatMoney } from '../../domain/money'
import { periodLabel } from '../../domain/overviewPeriod'
import { amountsByCurrency, amountsInWords, conversionText, ratesOf, settledNote, settledText } from '../../domain/settlement'
import { CurrencyAmounts } from '../data/CurrencyAmounts'
import { FigureCard } from './FigureCard'
import { StatusCounts } from './StatusCounts'
import { AttentionLinks } from './AttentionLinks'
import { OverviewChart } from './OverviewChart'
import { RecentTransactions } from './RecentTransactions'
import { ChartSkeleton, FiguresSkeleton } from './OverviewSkeleton'

type AdminOverview = components['schemas']['AdminOverview']

const SERIES = [
  { key: 'volume' as const, label: 'Volume', color: 'brand.solid' },
  { key: 'fees' as const, label: 'Fees', color: 'orange.solid', ownAxis: true },
]

/** The admin's overview (designed here): the period's money, wallets, reviews and subscriptions, and the screens that act on them. */
export function AdminOverviewView({ overview }: { overview: AdminOverview | undefined }) {
  if (!overview) {
    return (
      <Stack gap="6" aria-busy="true">
        <FiguresSkeleton cards={8} />
        <ChartSkeleton />
        <RecentTransactions rows={undefined} loading allTo="/transactions-admin" showMerchant />
      </Stack>
    )
  }
  const period = periodLabel(overview.period.days)
  const subscriptions = overview.subscriptions_by_state
  const integrations = overview.integrations_by_state
  const { currency, subscription_revenue: revenue } = overview
  const money = (amount: string) => formatMoney(amount, currency)
  // Volume and fees per currency customers paid in (never added); settled figures in the wallets' currency name their rates.
  const periodAmounts = (field: 'volume' | 'fees') => amountsByCurrency(overview.period_by_currency, field, currency)
  const allTime = (field: 'volume' | 'fees') => `All time: ${amountsInWords(amountsByCurrency(overview.total_by_currency, field, currency))}`
  const periodRates = ratesOf(overview.period_by_currency)
  const walletConversion = conversionText(overview.wallet_exchange_rates)
  return (
    <Stack gap="6">
      <Stack as="section" aria-label="Figures" gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <FigureCard label="Volume" value={<CurrencyAmounts amounts={periodAmounts('volume')} />} help={[period, allTime('volume')]} />
          <FigureCard
            label="Fees"
            value={<CurrencyAmounts amounts={periodAmounts('fees')} />}
            help={[period, settledText(overview.period_fees, currency, periodRates), allTime('fees')]}
          />
          <FigureCard label="Transactions" value={overview.period_transactions} help={[`${period}. All time: ${overview.total_transactions}`]}>
            <StatusCounts counts={overview.period_transactions_by_status} label={`Transactions by status, ${period.toLowerCase()}`} />
          </FigureCard>
          <FigureCard label="Clients" value={overview.total_clients} help={[`${countOf(overview.total_users, 'user')} in all`]} />
          <FigureCard label="Wallets" value={overview.total_wallets} help={[`${overview.wallets_with_balance} with a balance`]} />
          <FigureCard
            label="Wallet balances"
            value={money(overview.total_wallet_balance)}
            help={[`Pending: ${money(overview.total_pending_balance)}`, `Combined: ${money(overview.total_combined_balance)}`, ...(walletConversion ? [walletConversion] : [])]}
          />
          <FigureCard label="Pending integrations" value={overview.pending_integrations} help={[`${integrations.approved} approved, ${integrations.rejected} rejected`]} />
          <FigureCard
            label="Active subscriptions"
            value={subscriptions.active}
            help={[
              `${subscriptions.inactive} not active`,
              `${countOf(subscriptions.none, 'client')} without a plan`,
              `Charged for subscriptions: ${formatMoney(revenue.amount_charged, revenue.currency)}`,
            ]}
          />
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          {`Completed transactions only count towards volume and fees, in the currency the customer paid in: amounts in different currencies are never added together. Wallets hold ${currency}: a payment in another currency is converted at the rate recorded on it. Subscriptions are charged in ${revenue.currency}, apart from payments.`}
        </Text>
      </Stack>
      <AttentionLinks links={adminAttention(overview)} />
      <OverviewChart
        title={`Daily volume and fees in ${currency}, ${period.toLowerCase()}`}
        points={overview.daily_volume.map((point) => ({ day: point.date, volume: Number(point.volume), fees: Number(point.fees) }))}
        series={SERIES}
        currency={currency}
        note={settledNote(currency, periodRates)}
      />
      <RecentTransactions rows={overview.recent_transactions} loading={false} allTo="/transactions-admin" showMerchant />
    </Stack>
  )
}

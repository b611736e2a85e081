import type { components } from '../../api/schema'
import { formatCount, formatMoney } from '../../domain/money'
import { useMessages } from '../../i18n/appLocale'
import { subscriptionsAdminMessages } from '../../i18n/messages/subscriptionsAdmin.en'
import { FigureCard } from '../overview/FigureCard'

/** What the subscriptions the search and filters match were charged: in euro, as subscriptions are priced, and never added to payments. */
export function SubscriptionRevenue({ totals }: { totals: components['schemas']['SubscriptionRevenue'] }) {
  const { t, intl } = useMessages(subscriptionsAdminMessages)
  return (
    <FigureCard
      label={t('chargedLabel')}
      value={formatMoney(Number(totals.amount_charged), 'EUR', 2, intl)}
      help={[t('chargedHelp', { count: totals.subscriptions, number: formatCount(totals.subscriptions, intl), currency: totals.currency })]}
    />
  )
}

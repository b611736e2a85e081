import type { components } from '../../api/schema'
import { formatEuro } from '../../domain/money'
import { countOf } from '../../domain/plural'
import { FigureCard } from '../overview/FigureCard'

/** What the subscriptions the search and filters match were charged: in euro, as subscriptions are priced, and never added to payments. */
export function SubscriptionRevenue({ totals }: { totals: components['schemas']['SubscriptionRevenue'] }) {
  return (
    <FigureCard
      label="Charged for these subscriptions"
      value={formatEuro(Number(totals.amount_charged))}
      help={[`${countOf(totals.subscriptions, 'subscription')}, in ${totals.currency}: subscriptions are priced in euro and counted apart from payments`]}
    />
  )
}

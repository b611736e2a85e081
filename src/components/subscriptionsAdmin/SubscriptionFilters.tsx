import { SimpleGrid } from '@chakra-ui/react'
import type { SubscriptionState } from '../../api/subscriptionsAdmin'
import { SelectField, selectOptions } from '../common/SelectField'
import { SUBSCRIPTION_STATE_LABEL } from './SubscriptionsTable'

export interface PlanOption {
  id: string
  name: string
}

export interface SubscriptionFiltersProps {
  plan: string | undefined
  state: SubscriptionState | undefined
  plans: PlanOption[]
  states: readonly SubscriptionState[]
  onChange: (filters: { plan?: string; state?: SubscriptionState }) => void
}

/** Plan and state, each applied as soon as it is chosen. */
export function SubscriptionFilters({ plan, state, plans, states, onChange }: SubscriptionFiltersProps) {
  // A plan from a shared URL that the plan list does not (or not yet) hold still shows as chosen.
  const options = plan && !plans.some((option) => option.id === plan) ? [...plans, { id: plan, name: plan }] : plans
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW={{ sm: 'xl' }}>
      <SelectField label="Plan" allLabel="All plans" value={plan} options={options.map((option) => ({ value: option.id, label: option.name }))} onChange={(next) => onChange({ plan: next, state })} />
      <SelectField label="State" allLabel="All states" value={state} options={selectOptions(states, (option) => SUBSCRIPTION_STATE_LABEL[option])} onChange={(next) => onChange({ plan, state: next })} />
    </SimpleGrid>
  )
}

import { NativeSelect, SimpleGrid } from '@chakra-ui/react'
import type { SubscriptionState } from '../../api/subscriptionsAdmin'
import { FormField } from '../auth/FormField'
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
      <FormField label="Plan">
        <NativeSelect.Root>
          <NativeSelect.Field value={plan ?? ''} onChange={(event) => onChange({ plan: event.target.value || undefined, state })}>
            <option value="">All plans</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="State">
        <NativeSelect.Root>
          <NativeSelect.Field value={state ?? ''} onChange={(event) => onChange({ plan, state: (event.target.value || undefined) as SubscriptionState | undefined })}>
            <option value="">All states</option>
            {states.map((option) => (
              <option key={option} value={option}>
                {SUBSCRIPTION_STATE_LABEL[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  )
}

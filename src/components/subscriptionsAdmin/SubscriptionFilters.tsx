import { useState } from 'react'
import type { SubscriptionState } from '../../api/subscriptionsAdmin'
import { SelectField, selectOptions } from '../common/SelectField'
import { FilterForm } from '../data/FilterForm'
import { SUBSCRIPTION_STATE_LABEL } from './SubscriptionsTable'

export interface PlanOption {
  id: string
  name: string
}

export interface SubscriptionFilterValues {
  plan?: string
  state?: SubscriptionState
}

export interface SubscriptionFiltersProps {
  /** The filters in force (from the URL). */
  values: SubscriptionFilterValues
  plans: PlanOption[]
  states: readonly SubscriptionState[]
  onApply: (filters: SubscriptionFilterValues) => void
  onClear: () => void
}

/** Plan and state, applied together with Apply Filters (the list toolbar's filter form). */
export function SubscriptionFilters({ values, plans, states, onApply, onClear }: SubscriptionFiltersProps) {
  const [draft, setDraft] = useState(values)
  // Filters changed from outside (a chip removed, Clear all, Back): the form shows them.
  const [inForce, setInForce] = useState(values)
  if (values.plan !== inForce.plan || values.state !== inForce.state) {
    setInForce(values)
    setDraft(values)
  }
  // A plan from a shared URL that the plan list does not (or not yet) hold still shows as chosen.
  const options = draft.plan && !plans.some((option) => option.id === draft.plan) ? [...plans, { id: draft.plan, name: draft.plan }] : plans
  return (
    <FilterForm label="Subscription filters" onApply={() => onApply(draft)} onClear={onClear}>
      <SelectField label="Plan" allLabel="All plans" value={draft.plan} options={options.map((option) => ({ value: option.id, label: option.name }))} onChange={(plan) => setDraft({ ...draft, plan })} />
      <SelectField label="State" allLabel="All states" value={draft.state} options={selectOptions(states, (option) => SUBSCRIPTION_STATE_LABEL[option])} onChange={(state) => setDraft({ ...draft, state })} />
    </FilterForm>
  )
}

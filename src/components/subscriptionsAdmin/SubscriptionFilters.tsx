import { Controller, useWatch } from 'react-hook-form'
import type { SubscriptionState } from '../../api/subscriptionsAdmin'
import { subscriptionFiltersSchema, type SubscriptionFilterValues } from '../../domain/subscriptionFilters'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { SUBSCRIPTION_STATE_WORDS } from './SubscriptionsTable'
import { useMessages } from '../../i18n/appLocale'
import { subscriptionsAdminMessages } from '../../i18n/messages/subscriptionsAdmin.en'

export interface PlanOption {
  id: string
  name: string
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
  const { t } = useMessages(subscriptionsAdminMessages)
  const inForce = { plan: values.plan, state: values.state }
  const form = useZodForm(subscriptionFiltersSchema, inForce, { follow: true })
  const plan = useWatch({ control: form.control, name: 'plan' })
  // A plan from a shared URL that the plan list does not (or not yet) hold still shows as chosen.
  const options = plan && !plans.some((option) => option.id === plan) ? [...plans, { id: plan, name: plan }] : plans
  return (
    <FilterForm label={t('filtersLabel')} onApply={form.handleSubmit((asked) => onApply(asked))} onClear={onClear}>
      <Controller
        control={form.control}
        name="plan"
        render={({ field }) => (
          <SelectField label={t('plan')} allLabel={t('allPlans')} value={field.value} options={options.map((option) => ({ value: option.id, label: option.name }))} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <SelectField label={t('state')} allLabel={t('allStates')} value={field.value} options={selectOptions(states, (option) => t(SUBSCRIPTION_STATE_WORDS[option]))} onChange={field.onChange} />
        )}
      />
    </FilterForm>
  )
}

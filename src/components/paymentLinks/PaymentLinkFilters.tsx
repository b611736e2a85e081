import { Input } from '@chakra-ui/react'
import { Controller, useFormState } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { SelectField } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { useFollowFilters } from '../data/useFollowFilters'
import { LINK_CURRENCIES } from '../../domain/paymentLinkForm'
import { filterDraftOf, LINK_STATUS_FILTERS, paymentLinkFiltersSchema, type FilterDraft } from '../../domain/paymentLinksFilters'
import type { PaymentLinksFilters as Filters } from '../../domain/paymentLinksSearch'

const CURRENCY_FILTERS: { value: FilterDraft['currency']; label: string }[] = [{ value: 'all', label: 'All' }, ...LINK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))]

export interface PaymentLinkFiltersProps {
  /** The filters in force (from the URL): the form starts from them. */
  filters: Filters
  onApply: (filters: Filters) => void
  onClear: () => void
}

/** SPEC §2 Filters: Status, Currency, Min Amount, Max Amount, Clear Filters, Apply Filters (the list toolbar's filter form). */
export function PaymentLinkFilters({ filters, onApply, onClear }: PaymentLinkFiltersProps) {
  const draft = filterDraftOf(filters)
  const form = useZodForm(paymentLinkFiltersSchema, draft)
  useFollowFilters(form, draft)
  // Errors show once the merchant leaves an amount field or tries to apply; while one shows, nothing can be applied.
  const { errors } = useFormState({ control: form.control })
  return (
    <FilterForm label="Payment link filters" applyDisabled={!!errors.min || !!errors.max} onClear={onClear} onApply={form.handleSubmit((asked) => onApply(asked))}>
      <Controller control={form.control} name="status" render={({ field }) => <SelectField label="Status" value={field.value} options={LINK_STATUS_FILTERS} onChange={field.onChange} />} />
      <Controller control={form.control} name="currency" render={({ field }) => <SelectField label="Currency" value={field.value} options={CURRENCY_FILTERS} onChange={field.onChange} />} />
      <FormField form={form} name="min" deps={['max']} label="Min Amount">
        {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} />}
      </FormField>
      <FormField form={form} name="max" label="Max Amount">
        {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} />}
      </FormField>
    </FilterForm>
  )
}

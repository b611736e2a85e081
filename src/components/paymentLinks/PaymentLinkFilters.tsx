import { Input } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '../common/FormField'
import { SelectField } from '../common/SelectField'
import { FilterForm } from '../data/FilterForm'
import { LINK_CURRENCIES } from '../../domain/paymentLinkForm'
import { filterDraftOf, LINK_STATUS_FILTERS, readFilterDraft, type FilterDraft } from '../../domain/paymentLinksFilters'
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
  const [draft, setDraft] = useState(() => filterDraftOf(filters))
  // Filters changed from outside (a chip removed, Clear all, Back): the form shows them.
  const [inForce, setInForce] = useState(filters)
  if (JSON.stringify(filters) !== JSON.stringify(inForce)) {
    setInForce(filters)
    setDraft(filterDraftOf(filters))
  }
  // Errors show once the merchant leaves an amount field or tries to apply.
  const [checked, setChecked] = useState(false)
  const { filters: asked, errors } = readFilterDraft(draft)
  const invalid = !!errors.min || !!errors.max
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }))
  const amountInput = (key: 'min' | 'max') => (
    <Input type="number" inputMode="decimal" min={0} step={0.01} value={draft[key]} onChange={(event) => set(key, event.target.value)} onBlur={() => setChecked(true)} />
  )
  return (
    <FilterForm
      label="Payment link filters"
      applyDisabled={checked && invalid}
      onClear={onClear}
      onApply={() => {
        setChecked(true)
        if (!invalid) onApply(asked)
      }}
    >
      <SelectField label="Status" value={draft.status} options={LINK_STATUS_FILTERS} onChange={(value) => set('status', value)} />
      <SelectField label="Currency" value={draft.currency} options={CURRENCY_FILTERS} onChange={(value) => set('currency', value)} />
      <FormField label="Min Amount" error={(checked && errors.min) || undefined}>
        {amountInput('min')}
      </FormField>
      <FormField label="Max Amount" error={(checked && errors.max) || undefined}>
        {amountInput('max')}
      </FormField>
    </FilterForm>
  )
}

import { Input } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { FilterForm } from '../data/FilterForm'
import { AMOUNT_FILTER_LABELS, filterDraft, parseFilterDraft, SORT_ORDER_LABELS, WALLET_SORT_LABELS, type WalletFilterDraft, type WalletFilters as Filters } from '../../domain/walletBalances'
import { AMOUNT_FILTERS, SORT_ORDERS, WALLET_SORT_FIELDS, type AmountFilter } from '../../domain/walletListSearch'

const SORT_FIELD_OPTIONS = selectOptions(WALLET_SORT_FIELDS, (field) => WALLET_SORT_LABELS[field])
const SORT_ORDER_OPTIONS = selectOptions(SORT_ORDERS, (order) => SORT_ORDER_LABELS[order])

export interface WalletFiltersProps {
  /** The filters in force (from the URL). */
  filters: Filters
  onApply: (filters: Filters) => void
  onReset: () => void
}

/**
 * SPEC §2's filters (opened from the list toolbar): min/max balance and pending (step 0.01), sort by and order, Apply
 * Filters and Reset. What is typed is checked before anything is sent; a wrong field keeps its text.
 */
export function WalletFilters({ filters, onApply, onReset }: WalletFiltersProps) {
  const [draft, setDraft] = useState<WalletFilterDraft>(() => filterDraft(filters))
  const [errors, setErrors] = useState<Partial<Record<AmountFilter, string>>>({})
  // A number field holding text the browser cannot read reports '' as its value: remember which.
  const [unreadable, setUnreadable] = useState<ReadonlySet<AmountFilter>>(new Set())
  // Filters changed from outside (Reset, a link, Back): the panel shows them.
  const [inForce, setInForce] = useState(filters)
  if (JSON.stringify(filters) !== JSON.stringify(inForce)) {
    setInForce(filters)
    setDraft(filterDraft(filters))
    setErrors({})
    setUnreadable(new Set())
  }
  const set = (field: keyof WalletFilterDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const setAmount = (field: AmountFilter, input: HTMLInputElement) => {
    set(field, input.value)
    const bad = input.validity.badInput
    setUnreadable((current) => {
      const next = new Set(current)
      if (bad) next.add(field)
      else next.delete(field)
      return next
    })
  }

  return (
    <FilterForm
      label="Wallet filters"
      clearLabel="Reset"
      onClear={() => {
        setDraft(filterDraft({}))
        setErrors({})
        setUnreadable(new Set())
        onReset()
      }}
      onApply={() => {
        const parsed = parseFilterDraft(draft)
        const unread = Object.fromEntries([...unreadable].map((field) => [field, 'Enter a number']))
        if ('errors' in parsed || unreadable.size > 0) setErrors({ ...('errors' in parsed ? parsed.errors : {}), ...unread })
        else onApply(parsed.filters)
      }}
    >
      {AMOUNT_FILTERS.map((name) => (
        <FormField key={name} label={AMOUNT_FILTER_LABELS[name]} error={errors[name]}>
          <Input type="number" inputMode="decimal" min="0" step="0.01" placeholder="0.00" value={draft[name]} onChange={(event) => setAmount(name, event.target)} />
        </FormField>
      ))}
      <SelectField label="Sort by" value={draft.sort_by} options={SORT_FIELD_OPTIONS} onChange={(value) => set('sort_by', value)} />
      <SelectField label="Sort order" value={draft.sort_order} options={SORT_ORDER_OPTIONS} onChange={(value) => set('sort_order', value)} />
    </FilterForm>
  )
}

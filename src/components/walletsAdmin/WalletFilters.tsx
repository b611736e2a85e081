import { Input } from '@chakra-ui/react'
import { useRef } from 'react'
import { Controller } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { useFollowFilters } from '../data/useFollowFilters'
import { AMOUNT_FILTER_LABELS, filterDraft, SORT_ORDER_LABELS, UNREADABLE_AMOUNT, WALLET_SORT_LABELS, walletFiltersSchema, type WalletFilters as Filters } from '../../domain/walletBalances'
import { AMOUNT_FILTERS, SORT_ORDERS, WALLET_SORT_FIELDS, type AmountFilter } from '../../domain/walletListSearch'

const SORT_FIELD_OPTIONS = selectOptions(WALLET_SORT_FIELDS, (field) => WALLET_SORT_LABELS[field])
const SORT_ORDER_OPTIONS = selectOptions(SORT_ORDERS, (order) => SORT_ORDER_LABELS[order])
// A minimum above its maximum shows under the maximum: changing the minimum checks the maximum again.
const RANGE_ENDS: Record<AmountFilter, AmountFilter[] | undefined> = { min_balance: ['max_balance'], max_balance: undefined, min_pending: ['max_pending'], max_pending: undefined }

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
  const draft = filterDraft(filters)
  // Checked on Apply, as before (then again on every change): an error appearing as a field is left would move Apply away from a click.
  const form = useZodForm(walletFiltersSchema, draft, { mode: 'onSubmit' })
  useFollowFilters(form, draft)
  // A number field holding text the browser cannot read reports '' as its value (no filter to the schema): remember which.
  const unreadable = useRef(new Set<AmountFilter>())
  const refuseUnreadable = () => {
    for (const name of unreadable.current) form.setError(name, { message: UNREADABLE_AMOUNT })
    return unreadable.current.size > 0
  }
  return (
    <FilterForm
      label="Wallet filters"
      clearLabel="Reset"
      onClear={() => {
        form.reset(filterDraft({}))
        unreadable.current.clear()
        onReset()
      }}
      onApply={(event) =>
        form.handleSubmit((asked) => {
          if (!refuseUnreadable()) onApply(asked)
        }, refuseUnreadable)(event)
      }
    >
      {AMOUNT_FILTERS.map((name) => (
        <FormField key={name} form={form} name={name} deps={RANGE_ENDS[name]} label={AMOUNT_FILTER_LABELS[name]}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="0.00"
              onChange={(event) => {
                if (event.target.validity.badInput) unreadable.current.add(name)
                else unreadable.current.delete(name)
                return control.onChange(event)
              }}
            />
          )}
        </FormField>
      ))}
      <Controller control={form.control} name="sort_by" render={({ field }) => <SelectField label="Sort by" value={field.value} options={SORT_FIELD_OPTIONS} onChange={field.onChange} />} />
      <Controller control={form.control} name="sort_order" render={({ field }) => <SelectField label="Sort order" value={field.value} options={SORT_ORDER_OPTIONS} onChange={field.onChange} />} />
    </FilterForm>
  )
}

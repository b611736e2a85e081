import { Controller } from 'react-hook-form'
import { TRANSFER_STATUSES, transferFiltersSchema, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { useFollowFilters } from '../data/useFollowFilters'

const STATUS_OPTIONS = selectOptions(TRANSFER_STATUSES, transferStatusLabel)

export interface TransferFiltersProps {
  /** The status in force (from the URL). */
  status: TransferStatus | undefined
  onApply: (status: TransferStatus | undefined) => void
}

/** A transfer list's filter form (its toolbar opens it): the status, applied with Apply Filters. */
export function TransferFilters({ status, onApply }: TransferFiltersProps) {
  const form = useZodForm(transferFiltersSchema, { status })
  useFollowFilters(form, { status })
  return (
    <FilterForm label="Transfer filters" onApply={form.handleSubmit((asked) => onApply(asked.status))} onClear={() => onApply(undefined)}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => <SelectField label="Status" allLabel="All statuses" value={field.value} options={STATUS_OPTIONS} onChange={field.onChange} />}
      />
    </FilterForm>
  )
}

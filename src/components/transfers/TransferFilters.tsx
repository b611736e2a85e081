import { useState } from 'react'
import { TRANSFER_STATUSES, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'
import { SelectField, selectOptions } from '../common/SelectField'
import { FilterForm } from '../data/FilterForm'

const STATUS_OPTIONS = selectOptions(TRANSFER_STATUSES, transferStatusLabel)

export interface TransferFiltersProps {
  /** The status in force (from the URL). */
  status: TransferStatus | undefined
  onApply: (status: TransferStatus | undefined) => void
}

/** A transfer list's filter form (its toolbar opens it): the status, applied with Apply Filters. */
export function TransferFilters({ status, onApply }: TransferFiltersProps) {
  const [draft, setDraft] = useState(status)
  // The status changed from outside (its chip removed, Clear all, Back): the form shows it.
  const [inForce, setInForce] = useState(status)
  if (status !== inForce) {
    setInForce(status)
    setDraft(status)
  }
  return (
    <FilterForm label="Transfer filters" onApply={() => onApply(draft)} onClear={() => onApply(undefined)}>
      <SelectField label="Status" allLabel="All statuses" value={draft} options={STATUS_OPTIONS} onChange={setDraft} />
    </FilterForm>
  )
}

import { Controller } from 'react-hook-form'
import { TRANSFER_STATUSES, transferFiltersSchema, type TransferStatus } from '../../domain/transferStatus'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { useTransfersWords } from './transfersWords'

export interface TransferFiltersProps {
  /** The status in force (from the URL). */
  status: TransferStatus | undefined
  onApply: (status: TransferStatus | undefined) => void
}

/** A transfer list's filter form (its toolbar opens it): the status, applied with Apply Filters. */
export function TransferFilters({ status, onApply }: TransferFiltersProps) {
  const { t, status: word } = useTransfersWords()
  const form = useZodForm(transferFiltersSchema, { status }, { follow: true })
  return (
    <FilterForm label={t('transferFilters')} onApply={form.handleSubmit((asked) => onApply(asked.status))} onClear={() => onApply(undefined)}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => <SelectField label={t('status')} allLabel={t('allStatuses')} value={field.value} options={selectOptions(TRANSFER_STATUSES, word)} onChange={field.onChange} />}
      />
    </FilterForm>
  )
}

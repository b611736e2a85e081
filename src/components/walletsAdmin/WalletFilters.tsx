import { Input } from '@chakra-ui/react'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { formatAmount } from '../../domain/money'
import { filterDraft, walletFiltersSchemaSaying, type WalletFilters as Filters } from '../../domain/walletBalances'
import { AMOUNT_FILTERS, SORT_ORDERS, WALLET_SORT_FIELDS, type AmountFilter } from '../../domain/walletListSearch'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { walletsAdminMessages } from '../../i18n/messages/walletsAdmin.en'
import { AMOUNT_FILTER_WORDS, SORT_FIELD_WORDS, SORT_ORDER_WORDS, walletFilterWords } from './walletWords'
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
  const { t, intl } = useMessages(walletsAdminMessages)
  const common = useMessages(commonMessages)
  const draft = filterDraft(filters)
  const schema = useMemo(() => walletFiltersSchemaSaying(walletFilterWords(t, intl)), [t, intl])
  // Checked on Apply, as before (then again on every change): an error appearing as a field is left would move Apply away from a click.
  const form = useZodForm(schema, draft, { mode: 'onSubmit', follow: true })
  return (
    <FilterForm
      label={t('filtersLabel')}
      clearLabel={t('reset')}
      onClear={() => {
        form.reset(filterDraft({}))
        onReset()
      }}
      onApply={form.handleSubmit((asked) => onApply(asked))}
    >
      {AMOUNT_FILTERS.map((name) => (
        <FormField key={name} form={form} name={name} deps={RANGE_ENDS[name]} label={t(AMOUNT_FILTER_WORDS[name])}>
          {(control) => (
            // A text field read in the reader's locale ("12,50" in French, issue 35 §3): a number field refuses it or reports it blank.
            <Input {...control} inputMode="decimal" placeholder={formatAmount(0, intl)} autoComplete="off" />
          )}
        </FormField>
      ))}
      <Controller control={form.control} name="sort_by" render={({ field }) => <SelectField label={common.t('sortBy')} value={field.value} options={selectOptions(WALLET_SORT_FIELDS, (option) => t(SORT_FIELD_WORDS[option]))} onChange={field.onChange} />} />
      <Controller control={form.control} name="sort_order" render={({ field }) => <SelectField label={t('sortOrder')} value={field.value} options={selectOptions(SORT_ORDERS, (option) => t(SORT_ORDER_WORDS[option]))} onChange={field.onChange} />} />
    </FilterForm>
  )
}

import { Input } from '@chakra-ui/react'
import { useMemo } from 'react'
import { Controller, useFormState } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { SelectField } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { LINK_CURRENCIES } from '../../domain/paymentLinkForm'
import { filterDraftOf, LINK_STATUS_FILTERS, paymentLinkFiltersSchema, type FilterDraft } from '../../domain/paymentLinksFilters'
import type { PaymentLinksFilters as Filters } from '../../domain/paymentLinksSearch'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'

export interface PaymentLinkFiltersProps {
  /** The filters in force (from the URL): the form starts from them. */
  filters: Filters
  onApply: (filters: Filters) => void
  onClear: () => void
}

/** SPEC §2 Filters: Status, Currency, Min Amount, Max Amount, Clear Filters, Apply Filters (the list toolbar's filter form). */
export function PaymentLinkFilters({ filters, onApply, onClear }: PaymentLinkFiltersProps) {
  const { t, intl } = useMessages(paymentLinksMessages)
  const statusOptions = LINK_STATUS_FILTERS.map((option) => ({ ...option, label: t(option.value) }))
  const currencyOptions: { value: FilterDraft['currency']; label: string }[] = [{ value: 'all', label: t('all') }, ...LINK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))]
  const draft = filterDraftOf(filters)
  const schema = useMemo(() => paymentLinkFiltersSchema(intl), [intl])
  const form = useZodForm(schema, draft, { follow: true })
  // Errors show once the merchant leaves an amount field or tries to apply; while one shows, nothing can be applied.
  const { errors } = useFormState({ control: form.control })
  return (
    <FilterForm label={t('filtersLabel')} applyDisabled={!!errors.min || !!errors.max} onClear={onClear} onApply={form.handleSubmit((asked) => onApply(asked))}>
      <Controller control={form.control} name="status" render={({ field }) => <SelectField label={t('status')} value={field.value} options={statusOptions} onChange={field.onChange} />} />
      <Controller control={form.control} name="currency" render={({ field }) => <SelectField label={t('currency')} value={field.value} options={currencyOptions} onChange={field.onChange} />} />
      <FormField form={form} name="min" deps={['max']} label={t('minAmount')}>
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <FormField form={form} name="max" label={t('maxAmount')}>
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
    </FilterForm>
  )
}

import { Input } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import type { PaymentMethod } from '../../domain/paymentMethods'
import { transactionFilterFields, transactionFiltersSchema, type TransactionFilterDraft } from '../../domain/transactionFilters'
import type { CanonicalTransactionStatus } from '../../domain/transactionStatus'
import { useMessages } from '../../i18n/appLocale'
import { transactionsMessages } from '../../i18n/messages/transactions.en'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { methodWord, statusWord } from './transactionWords'

export type { TransactionFilterDraft }

export interface TransactionFiltersProps {
  /** The filters in force (from the URL): a change from outside (Clear) replaces the draft. */
  values: TransactionFilterDraft
  statuses: readonly CanonicalTransactionStatus[]
  methods: readonly PaymentMethod[]
  /** The admin list: filter by a merchant's user id. */
  showMerchant?: boolean
  onApply: (values: TransactionFilterDraft) => void
  onClear: () => void
}

/** Status, method, a date range (and the merchant, for admins), applied together with Apply Filters. */
export function TransactionFilters({ values, statuses, methods, showMerchant = false, onApply, onClear }: TransactionFiltersProps) {
  const words = useMessages(transactionsMessages)
  const { t } = words
  const fields = transactionFilterFields(values)
  // Checked on Apply, as before (then again on every change): an error appearing as a field is left would move Apply away from a click.
  const form = useZodForm(transactionFiltersSchema, fields, { mode: 'onSubmit', follow: true })
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] })
  return (
    <FilterForm label={t('filters')} onApply={form.handleSubmit((asked) => onApply(asked))} onClear={onClear}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <SelectField label={t('status')} allLabel={t('allStatuses')} value={field.value} options={selectOptions(statuses, (status) => statusWord(words, status))} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <SelectField label={t('method')} allLabel={t('allMethods')} value={field.value} options={selectOptions(methods, (method) => methodWord(words, method))} onChange={field.onChange} />
        )}
      />
      <FormField form={form} name="from" deps={['to']} label={t('fromDate')}>
        {(control) => <Input {...control} type="date" max={to || undefined} />}
      </FormField>
      <FormField form={form} name="to" label={t('toDate')}>
        {(control) => <Input {...control} type="date" min={from || undefined} />}
      </FormField>
      {showMerchant && (
        <FormField form={form} name="merchant" label={t('merchantId')} helper={t('merchantIdHelper')}>
          {(control) => <Input {...control} maxLength={64} autoComplete="off" spellCheck={false} />}
        </FormField>
      )}
    </FilterForm>
  )
}

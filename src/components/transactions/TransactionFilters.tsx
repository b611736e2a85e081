import { Input } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import type { PaymentMethod } from '../../domain/paymentMethods'
import { PAYMENT_METHOD_LABEL } from '../../domain/paymentMethods'
import { transactionFilterFields, transactionFiltersSchema, type TransactionFilterDraft } from '../../domain/transactionFilters'
import { transactionStatusLabel, type CanonicalTransactionStatus } from '../../domain/transactionStatus'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { FilterForm } from '../data/FilterForm'
import { useFollowFilters } from '../data/useFollowFilters'

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
  const fields = transactionFilterFields(values)
  // Checked on Apply, as before (then again on every change): an error appearing as a field is left would move Apply away from a click.
  const form = useZodForm(transactionFiltersSchema, fields, { mode: 'onSubmit' })
  useFollowFilters(form, fields)
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] })
  return (
    <FilterForm label="Transaction filters" onApply={form.handleSubmit((asked) => onApply(asked))} onClear={onClear}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <SelectField label="Status" allLabel="All statuses" value={field.value} options={selectOptions(statuses, transactionStatusLabel)} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <SelectField label="Method" allLabel="All methods" value={field.value} options={selectOptions(methods, (method) => PAYMENT_METHOD_LABEL[method])} onChange={field.onChange} />
        )}
      />
      <FormField form={form} name="from" deps={['to']} label="From date">
        {(control) => <Input {...control} type="date" max={to || undefined} />}
      </FormField>
      <FormField form={form} name="to" label="To date">
        {(control) => <Input {...control} type="date" min={from || undefined} />}
      </FormField>
      {showMerchant && (
        <FormField form={form} name="merchant" label="Merchant ID" helper="The merchant's user ID (shown in a transaction's details and in the wallets' details)">
          {(control) => <Input {...control} maxLength={64} autoComplete="off" spellCheck={false} />}
        </FormField>
      )}
    </FilterForm>
  )
}

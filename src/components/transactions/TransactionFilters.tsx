import { Input } from '@chakra-ui/react'
import { useState } from 'react'
import type { PaymentMethod } from '../../domain/paymentMethods'
import { transactionStatusLabel, type CanonicalTransactionStatus } from '../../domain/transactionStatus'
import { FormField } from '../common/FormField'
import { SelectField, selectOptions } from '../common/SelectField'
import { FilterForm } from '../data/FilterForm'
import { PAYMENT_METHOD_LABEL } from '../../domain/paymentMethods'

/** The filters a transaction list applies (days are `YYYY-MM-DD`, inclusive). */
export interface TransactionFilterDraft {
  status?: CanonicalTransactionStatus
  method?: PaymentMethod
  from?: string
  to?: string
  merchant?: string
}

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

export const DATE_RANGE_ERROR = 'The From date must be on or before the To date'

const key = (values: TransactionFilterDraft) => JSON.stringify([values.status, values.method, values.from, values.to, values.merchant])
const orUndefined = <T extends string>(value: string): T | undefined => (value.trim() === '' ? undefined : (value as T))

/** Status, method, a date range (and the merchant, for admins), applied together with Apply Filters. */
export function TransactionFilters({ values, statuses, methods, showMerchant = false, onApply, onClear }: TransactionFiltersProps) {
  const [draft, setDraft] = useState(values)
  const [inForce, setInForce] = useState(key(values))
  const [rangeError, setRangeError] = useState<string | null>(null)
  if (key(values) !== inForce) {
    setInForce(key(values))
    setDraft(values)
    setRangeError(null)
  }
  const set = (patch: TransactionFilterDraft) => {
    setDraft((current) => ({ ...current, ...patch }))
    setRangeError(null)
  }
  const submit = () => {
    // Days in `YYYY-MM-DD` compare as text.
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(DATE_RANGE_ERROR)
      return
    }
    onApply({ ...draft, merchant: draft.merchant?.trim() || undefined })
  }

  return (
    <FilterForm label="Transaction filters" onApply={submit} onClear={onClear}>
      <SelectField label="Status" allLabel="All statuses" value={draft.status} options={selectOptions(statuses, transactionStatusLabel)} onChange={(status) => set({ status })} />
      <SelectField label="Method" allLabel="All methods" value={draft.method} options={selectOptions(methods, (method) => PAYMENT_METHOD_LABEL[method])} onChange={(method) => set({ method })} />
      <FormField label="From date">
        <Input type="date" value={draft.from ?? ''} max={draft.to} onChange={(event) => set({ from: orUndefined(event.target.value) })} />
      </FormField>
      <FormField label="To date" error={rangeError ?? undefined}>
        <Input type="date" value={draft.to ?? ''} min={draft.from} onChange={(event) => set({ to: orUndefined(event.target.value) })} />
      </FormField>
      {showMerchant && (
        <FormField label="Merchant ID" helper="The merchant's user ID (shown in a transaction's details and in the wallets' details)">
          <Input value={draft.merchant ?? ''} maxLength={64} autoComplete="off" spellCheck={false} onChange={(event) => set({ merchant: orUndefined(event.target.value) })} />
        </FormField>
      )}
    </FilterForm>
  )
}

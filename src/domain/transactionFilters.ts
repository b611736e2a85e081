/** A transaction list's filter form (the merchant's and the admin's): status, method, a date range and, for admins, the merchant. */
import { z } from 'zod'
import type { PaymentMethod } from './paymentMethods'
import type { CanonicalTransactionStatus } from './transactionStatus'

export const DATE_RANGE_ERROR = 'The From date must be on or before the To date'

/** The filters a transaction list applies (days are `YYYY-MM-DD`, inclusive). */
export interface TransactionFilterDraft {
  status?: CanonicalTransactionStatus
  method?: PaymentMethod
  from?: string
  to?: string
  merchant?: string
}

// The selects offer only the statuses and methods the list screen names, so the schema only types them.
const chosen = <T extends string>() => z.custom<T>((value) => typeof value === 'string').optional()
/** A blank field is no filter; text is kept trimmed. */
const typed = z.string().transform((text) => text.trim() || undefined)

/** The form's fields as typed in (a blank day or merchant is ''), the filters to apply out; a range running backwards is an error under To date. */
export const transactionFiltersSchema = z
  .object({ status: chosen<CanonicalTransactionStatus>(), method: chosen<PaymentMethod>(), from: typed, to: typed, merchant: typed })
  .superRefine(({ from, to }, context) => {
    // Days in `YYYY-MM-DD` compare as text.
    if (from && to && from > to) context.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_ERROR })
  })

/** The form's fields for the filters in force. */
export function transactionFilterFields({ status, method, from, to, merchant }: TransactionFilterDraft): z.input<typeof transactionFiltersSchema> {
  return { status, method, from: from ?? '', to: to ?? '', merchant: merchant ?? '' }
}

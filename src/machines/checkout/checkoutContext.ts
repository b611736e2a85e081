/** The checkout machine's input, context and events, and what its injected calls take and give. */
import type { components } from '../../api/schema'
import { isPlausibleId } from '../../domain/checkoutSearch'
import type { PaymentData } from '../../domain/checkoutPayment'
import type { CustomerForm } from '../../domain/customerForm'
import type { CallFailure } from '../../domain/idempotency'
import type { PaymentMethod, TransactionCreate } from '../../domain/paymentMethods'
import type { PaymentOutcome } from '../../domain/paymentOutcome'
import type { PendingTransaction, ResumeLookup } from './pendingTransactionStore'

export type PaymentLink = components['schemas']['PaymentLink']
export type TaskAccepted = components['schemas']['TaskAccepted']

export interface LoadCheckoutOutput {
  link: PaymentLink
  resume: ResumeLookup
}

export interface CheckoutInput {
  linkId?: string | null
  transactionId?: string | null
  /** A fresh Idempotency-Key (UUID v4); injected so that tests are deterministic. */
  newKey?: () => string
}

export interface CreateTransactionInput {
  payload: TransactionCreate
  idempotencyKey: string
}

export interface CheckoutContext {
  linkId: string | null
  /** No id at all (as opposed to an implausible one): the customer is also told so in a toast. */
  linkIdMissing: boolean
  /** The transaction id the page was opened with (the resume lookup); the current one is `payment.transaction_id`. */
  transactionId: string | null
  link: PaymentLink | null
  methods: PaymentMethod[]
  method: PaymentMethod | null
  billing: CustomerForm | null
  taskId: string | null
  payment: PaymentData | null
  error: string | null
  /** How the payment ended (the receipt's facts, or the failure). */
  outcome: PaymentOutcome | null
  newKey: () => string
  /** The creation intent's key, kept for its retries. */
  idempotencyKey: string | null
  /** Why the creation call failed: null when it did not (a task failure is not retried with the key). */
  createFailure: CallFailure | null
}

export type CheckoutEvent =
  | { type: 'SELECT_METHOD'; method: PaymentMethod }
  | { type: 'SUBMIT'; billing: CustomerForm }
  | { type: 'RETRY' }
  | { type: 'STORED_TRANSACTION'; record: PendingTransaction }
  /** After a failed payment: a new intent (a new transaction under a new Idempotency-Key). */
  | { type: 'START_NEW' }

/** The context a checkout starts with: implausible ids are dropped (and a missing link id is told apart). */
export const initialCheckoutContext = (input: CheckoutInput): CheckoutContext => ({
  linkId: isPlausibleId(input.linkId) ? input.linkId : null,
  linkIdMissing: !input.linkId,
  transactionId: isPlausibleId(input.transactionId) ? input.transactionId : null,
  link: null,
  methods: [],
  method: null,
  billing: null,
  taskId: null,
  payment: null,
  error: null,
  outcome: null,
  newKey: input.newKey ?? (() => crypto.randomUUID()),
  idempotencyKey: null,
  createFailure: null,
})

import { PAYMENT_METHOD_LABEL, type PaymentMethod } from '../../domain/paymentMethods'
import { canonicalTransactionStatus, transactionStatusLabel, type CanonicalTransactionStatus } from '../../domain/transactionStatus'
import type { TransactionsKey } from '../../i18n/messages/transactions.en'
import type { Translator } from '../../i18n/translator'

const STATUS: Record<CanonicalTransactionStatus, TransactionsKey> = {
  PENDING: 'statusPending',
  COMPLETED: 'statusCompleted',
  FAILED: 'statusFailed',
  CANCELED: 'statusCancelled',
}
const METHOD: Record<PaymentMethod, TransactionsKey> = { card: 'methodCard', crypto: 'methodCrypto' }

type Words = Pick<Translator<TransactionsKey>, 't'>

/** A status in the reader's words (the glossary's); one the product does not know, as the server sent it. */
export function statusWord({ t }: Words, status: unknown): string {
  const canonical = canonicalTransactionStatus(status)
  if (canonical) return t(STATUS[canonical])
  const label = transactionStatusLabel(status)
  return label === 'Unknown' ? t('statusUnknown') : label
}

/** A payment method in the reader's words; one the product does not know, as sent. */
export function methodWord({ t }: Words, method: string): string {
  return method in PAYMENT_METHOD_LABEL ? t(METHOD[method as PaymentMethod]) : method
}

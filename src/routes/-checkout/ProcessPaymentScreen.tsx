import { useTransactionOutcome } from './useTransactionOutcome'
import { TransactionOutcomePanel, type OutcomeVariant } from '../../components/checkout/TransactionOutcomePanel'
import { searchText, type CheckoutSearch } from '../../domain/checkoutSearch'

/** The /process-payment pages (query: transaction_id, optional id of the payment link): the outcome read from the server. */
export function ProcessPaymentScreen({ search, variant }: { search: CheckoutSearch; variant: OutcomeVariant }) {
  const transactionId = searchText(search.transaction_id)
  const outcome = useTransactionOutcome(transactionId, searchText(search.id))
  return <TransactionOutcomePanel transactionId={transactionId} variant={variant} onRetry={outcome.retry} {...outcome} />
}

import { useTransactionOutcome } from '../../api/transactionOutcome'
import { TransactionOutcomePanel, type OutcomeVariant } from '../../components/TransactionOutcomePanel'
import { searchText, type CheckoutSearch } from '../../machines/checkoutSearch'

/** The /process-payment pages (query: transaction_id, optional id of the payment link): the outcome read from the server. */
export function ProcessPaymentScreen({ search, variant }: { search: CheckoutSearch; variant: OutcomeVariant }) {
  const transactionId = searchText(search.transaction_id)
  const outcome = useTransactionOutcome(transactionId, searchText(search.id))
  return <TransactionOutcomePanel transactionId={transactionId} variant={variant} onRetry={outcome.retry} {...outcome} />
}

import { useTransactionOutcome } from '../api/transactionOutcome'
import { TransactionOutcomePanel, type OutcomeVariant } from './TransactionOutcomePanel'

/** The /process-payment pages: the transaction's outcome read from the server. */
export function ProcessPaymentPage({ transactionId, linkId, variant }: { transactionId: string | undefined; linkId: string | undefined; variant: OutcomeVariant }) {
  const outcome = useTransactionOutcome(transactionId, linkId)
  return <TransactionOutcomePanel transactionId={transactionId} variant={variant} onRetry={outcome.retry} {...outcome} />
}

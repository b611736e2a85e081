import { useTransactionOutcome } from './useTransactionOutcome'
import { downloadReceipt, printReceipt } from './receipt'
import { TransactionOutcomePanel, type OutcomeVariant } from '../../components/checkout/TransactionOutcomePanel'
import { checkoutHref, searchText, type CheckoutSearch } from '../../domain/checkoutSearch'

/** The /process-payment pages (query: transaction_id, optional id of the payment link): the outcome read from the server. */
export function ProcessPaymentScreen({ search, variant }: { search: CheckoutSearch; variant: OutcomeVariant }) {
  const transactionId = searchText(search.transaction_id)
  const { retry, linkId, ...outcome } = useTransactionOutcome(transactionId, searchText(search.id))
  // A new page load of the link: a new intent under a new Idempotency-Key.
  const startNew = linkId && outcome.link && !outcome.link.is_expired ? () => window.location.assign(checkoutHref(linkId)) : undefined
  return (
    <TransactionOutcomePanel
      transactionId={transactionId}
      variant={variant}
      onRetry={retry}
      onStartNew={startNew}
      onPrint={printReceipt}
      onDownload={downloadReceipt}
      {...outcome}
    />
  )
}

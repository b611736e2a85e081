import { createFileRoute } from '@tanstack/react-router'
import { ProcessPaymentPage } from '../../../components/ProcessPaymentPage'
import { parseCheckoutSearch, searchText } from '../../../machines/checkoutSearch'

/** Where the card provider returns the customer (query: transaction_id, optional id of the payment link). */
export const Route = createFileRoute('/_checkout/process-payment/')({
  validateSearch: parseCheckoutSearch,
  component: function ProcessPayment() {
    const search = Route.useSearch()
    return <ProcessPaymentPage transactionId={searchText(search.transaction_id)} linkId={searchText(search.id)} variant="direct" />
  },
})

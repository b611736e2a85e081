import { createFileRoute } from '@tanstack/react-router'
import { parseCheckoutSearch } from '../../../../domain/checkoutSearch'
import { ProcessPaymentScreen } from '../../../-checkout/ProcessPaymentScreen'

/** Where the card provider returns the customer (query: transaction_id, optional id of the payment link). */
export const Route = createFileRoute('/_checkout/process-payment/wc/')({
  validateSearch: parseCheckoutSearch,
  component: function ProcessPayment() {
    return <ProcessPaymentScreen search={Route.useSearch()} variant="wc" />
  },
})

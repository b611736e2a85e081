import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Toasts } from '../components/common/Toasts'
import { checkoutToaster } from '../components/checkout/checkoutToaster'
import { guardCheckout } from './-session/guards'

/** Pathless layout of the public checkout pages: the outlet and the checkout's own toaster (top-center, 3 s). */
export const Route = createFileRoute('/_checkout')({
  // The access rule for /payment-link (the excluded account goes to /dashboard); visitors pass at once.
  beforeLoad: ({ context, location }) => guardCheckout(context.auth, location.pathname),
  component: CheckoutLayout,
})

function CheckoutLayout() {
  return (
    <>
      <Outlet />
      <Toasts toaster={checkoutToaster} />
    </>
  )
}

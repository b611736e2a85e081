import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Toasts } from '../components/Toasts'
import { checkoutToaster } from '../components/checkoutToaster'

/** Pathless layout of the public checkout pages: the outlet and the checkout's own toaster (top-center, 3 s). */
export const Route = createFileRoute('/_checkout')({
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

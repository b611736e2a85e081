import { useLayoutEffect, type ReactNode } from 'react'
import { CheckoutToasts } from '../components/checkout/CheckoutToasts'
import { removePageShell } from '../pageShells/removePageShell'

/** A checkout page with the checkout's toasts (top-center, 3 s); it takes the place of the HTML's static shell. */
export function CheckoutApp({ children }: { children: ReactNode }) {
  useLayoutEffect(() => removePageShell(document), [])
  return (
    <>
      {children}
      <CheckoutToasts />
    </>
  )
}

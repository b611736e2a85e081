import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastsStarted } from './checkoutToaster'

// Ark's toast machines and their markup load with the first toast (a copy, a payment's outcome), never with the page.
const CheckoutToastList = lazy(() => import('./CheckoutToastList').then((module) => ({ default: module.CheckoutToastList })))

/** The checkout's toasts: top-center, 3 s (SPEC §9), from the first one on (then kept, so the last one's exit is animated). */
export function CheckoutToasts() {
  return useSyncExternalStore(toastsStarted.subscribe, toastsStarted.get) ? (
    <Suspense fallback={null}>
      <CheckoutToastList />
    </Suspense>
  ) : null
}

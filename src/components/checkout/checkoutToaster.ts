import { createNotify } from '../common/notifier'
import { CHECKOUT_TOAST_DURATION } from './checkoutToastDuration'

type ToastStore = typeof import('./checkoutToastStore')

// Most customers never see a toast before paying: the toast store (and its list) load with the first one.
let store: Promise<ToastStore> | null = null
const listeners = new Set<() => void>()

function loadStore(): Promise<ToastStore> {
  if (!store) {
    store = import('./checkoutToastStore')
    listeners.forEach((listener) => listener())
  }
  return store
}

/** Whether the checkout has had a toast yet (CheckoutToasts renders the list from then on). */
export const toastsStarted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: () => store !== null,
}

export const checkoutNotify = createNotify(
  { create: (options) => void loadStore().then(({ checkoutToaster }) => checkoutToaster.create(options)) },
  { default: CHECKOUT_TOAST_DURATION, error: CHECKOUT_TOAST_DURATION, success: CHECKOUT_TOAST_DURATION },
)

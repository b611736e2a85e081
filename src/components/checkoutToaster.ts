import { createToaster } from '@chakra-ui/react'

/** SPEC §9: checkout toasts last 3 s, top-center (their own toaster, rendered by the checkout layout route). */
export const CHECKOUT_TOAST_DURATION = 3000

export const checkoutToaster = createToaster({ placement: 'top', max: 20, duration: CHECKOUT_TOAST_DURATION })

export const checkoutNotify = {
  success: (title: string) => checkoutToaster.create({ type: 'success', title, duration: CHECKOUT_TOAST_DURATION, closable: true }),
  error: (title: string) => checkoutToaster.create({ type: 'error', title, duration: CHECKOUT_TOAST_DURATION, closable: true }),
  info: (title: string) => checkoutToaster.create({ type: 'info', title, duration: CHECKOUT_TOAST_DURATION, closable: true }),
}

export type CheckoutNotify = typeof checkoutNotify

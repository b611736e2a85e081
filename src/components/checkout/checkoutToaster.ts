import { createToaster } from '@chakra-ui/react'
import { createNotify } from '../common/notifier'

/** SPEC §9: checkout toasts last 3 s, top-center (their own toaster, rendered by the checkout layout route). */
export const CHECKOUT_TOAST_DURATION = 3000

export const checkoutToaster = createToaster({ placement: 'top', max: 20, duration: CHECKOUT_TOAST_DURATION })

export const checkoutNotify = createNotify(checkoutToaster, { default: CHECKOUT_TOAST_DURATION, error: CHECKOUT_TOAST_DURATION, success: CHECKOUT_TOAST_DURATION })

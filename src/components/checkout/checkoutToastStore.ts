import { createToaster } from '@ark-ui/react/toast'
import { CHECKOUT_TOAST_DURATION } from './checkoutToastDuration'

/** SPEC §9: the checkout's toasts, top-center, 3 s: Ark's toast store, loaded with the first toast. */
export const checkoutToaster = createToaster({ placement: 'top', max: 20, duration: CHECKOUT_TOAST_DURATION })

/** SPEC §9: checkout toasts last 3 s, top-center (their own toaster, rendered by the checkout's page). */
export const CHECKOUT_TOAST_DURATION = 3000

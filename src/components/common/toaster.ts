import { createToaster } from '@chakra-ui/react'
import { createNotify } from './notifier'

/** SPEC §9: at most 20 toasts; 4000 ms by default and for errors, 2000 ms for success, loading without limit. */
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const

// At the bottom: at the top a toast covered the header's buttons of the screen it spoke for (Logout, Go to Dashboard, on
// a phone across the width: issue 35 §10); a screen's main actions are not at its bottom edge.
export const appToaster = createToaster({ placement: 'bottom-end', max: 20, duration: TOAST_DURATION.default, pauseOnPageIdle: true })

export const notify = createNotify(appToaster, TOAST_DURATION)

import { createToaster } from '@chakra-ui/react'
import { createNotify } from './notifier'

/** SPEC §9: at most 20 toasts; 4000 ms by default and for errors, 2000 ms for success, loading without limit. */
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const

export const appToaster = createToaster({ placement: 'top-end', max: 20, duration: TOAST_DURATION.default, pauseOnPageIdle: true })

export const notify = createNotify(appToaster, TOAST_DURATION)

import { createToaster } from '@chakra-ui/react'

/** SPEC §9: at most 20 toasts; 4000 ms by default and for errors, 2000 ms for success, loading without limit. */
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const

export const appToaster = createToaster({ placement: 'top-end', max: 20, duration: TOAST_DURATION.default, pauseOnPageIdle: true })

export const notify = {
  success: (title: string) => appToaster.create({ type: 'success', title, duration: TOAST_DURATION.success, closable: true }),
  error: (title: string) => appToaster.create({ type: 'error', title, duration: TOAST_DURATION.error, closable: true }),
  info: (title: string) => appToaster.create({ type: 'info', title, duration: TOAST_DURATION.default, closable: true }),
  loading: (title: string) => appToaster.create({ type: 'loading', title, duration: Infinity }),
}

export type Notify = typeof notify

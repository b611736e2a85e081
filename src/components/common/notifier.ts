import type { CreateToasterReturn } from '@chakra-ui/react'

export interface ToastDurations {
  default: number
  error: number
  success: number
}

/** The toast helpers for one toaster: closable success, error and info toasts, and a loading toast without limit. */
export function createNotify(toaster: { create: (options: Parameters<CreateToasterReturn['create']>[0]) => unknown }, durations: ToastDurations) {
  return {
    success: (title: string) => toaster.create({ type: 'success', title, duration: durations.success, closable: true }),
    error: (title: string) => toaster.create({ type: 'error', title, duration: durations.error, closable: true }),
    info: (title: string) => toaster.create({ type: 'info', title, duration: durations.default, closable: true }),
    loading: (title: string) => toaster.create({ type: 'loading', title, duration: Infinity }),
  }
}

import type { CreateToasterReturn } from '@chakra-ui/react'

export interface ToastDurations {
  default: number
  error: number
  success: number
}

/**
 * The toast helpers for one toaster: closable success, error and info toasts, a loading toast without limit, and a
 * success that stays until dismissed with an action to take on it (a created link's Copy link, issue 35 §12).
 */
export function createNotify(toaster: { create: (options: Parameters<CreateToasterReturn['create']>[0]) => unknown }, durations: ToastDurations) {
  return {
    success: (title: string) => toaster.create({ type: 'success', title, duration: durations.success, closable: true }),
    error: (title: string) => toaster.create({ type: 'error', title, duration: durations.error, closable: true }),
    info: (title: string) => toaster.create({ type: 'info', title, duration: durations.default, closable: true }),
    loading: (title: string) => toaster.create({ type: 'loading', title, duration: Infinity }),
    lasting: (title: string, description: string, action: { label: string; onClick: () => void }) => toaster.create({ type: 'success', title, description, duration: Infinity, closable: true, action }),
  }
}

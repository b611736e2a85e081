import type { KycStatus } from './kycStatus'

/** How long after the popup closed a late status message is still awaited before "canceled". */
export const POPUP_CLOSED_GRACE_MS = 1000
const CLOSED_CHECK_MS = 500

/**
 * Waits for a provider popup's report: `read` turns a window message into a status (or null
 * when the message is not the provider's). A popup closed without a report counts as canceled.
 */
export function awaitPopupReport(
  popup: Window,
  read: (event: MessageEvent) => KycStatus | null,
  signal: AbortSignal,
  target: Window = window,
): Promise<KycStatus> {
  return new Promise<KycStatus>((resolve, reject) => {
    let grace: ReturnType<typeof setTimeout> | undefined
    const cleanup = () => {
      target.removeEventListener('message', onMessage)
      clearInterval(watch)
      clearTimeout(grace)
      signal.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      const status = read(event)
      if (!status) return
      cleanup()
      resolve(status)
    }
    const onAbort = () => {
      cleanup()
      if (!popup.closed) popup.close()
      reject(signal.reason)
    }
    const watch = setInterval(() => {
      if (!popup.closed || grace !== undefined) return
      grace = setTimeout(() => {
        cleanup()
        resolve('canceled')
      }, POPUP_CLOSED_GRACE_MS)
    }, CLOSED_CHECK_MS)
    target.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
  })
}

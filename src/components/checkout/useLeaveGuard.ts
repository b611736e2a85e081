import { useEffect } from 'react'
import { checkoutEn } from '../../i18n/messages/checkout.en'

export const LEAVE_CONFIRMATION = 'Are you sure you want to leave? Your payment process may be interrupted.'
export const LEAVE_WARNING_TOAST = checkoutEn.leaveWarning

/**
 * While a payment is being created or processed (SPEC §2): the browser's leave confirmation,
 * and `onHidden` (the error toast) when the tab is hidden.
 */
export function useLeaveGuard(active: boolean, onHidden: () => void): void {
  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show (or at least require) the returned text.
      event.returnValue = LEAVE_CONFIRMATION
      return LEAVE_CONFIRMATION
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHidden()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [active, onHidden])
}

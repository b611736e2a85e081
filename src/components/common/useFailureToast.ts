import { useEffect, useRef } from 'react'
import { notify } from './toaster'

/**
 * Says a failed read in an error toast once per failure (SPEC §8's "Failed to fetch …"), however
 * often the page renders: `failedAt` tells one failure from the next (TanStack Query's `errorUpdatedAt`).
 */
export function useFailureToast(failed: boolean, failedAt: number, message: string): void {
  const told = useRef(0)
  useEffect(() => {
    if (!failed || failedAt === told.current) return
    told.current = failedAt
    notify.error(message)
  }, [failed, failedAt, message])
}

import { useEffect, useRef } from 'react'
import { notify } from './toaster'

/**
 * SPEC §8 "Load failures": one error toast in the spec's words each time a read fails (a failed
 * background refresh too, while the page keeps showing what it had). Takes the query's result.
 */
export function useLoadFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string): void {
  // StrictMode runs effects twice on mount: remember which failure was announced.
  const announced = useRef(0)
  useEffect(() => {
    if (!query.isError || announced.current === query.errorUpdatedAt) return
    announced.current = query.errorUpdatedAt
    notify.error(message)
  }, [query.isError, query.errorUpdatedAt, message])
}

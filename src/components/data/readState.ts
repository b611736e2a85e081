import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { notify } from '../common/toaster'

/**
 * What a screen shows of one read: nothing yet (skeletons), a failed first load (the error with a
 * way to retry), or its data, kept on screen when a later refresh fails and dated by `staleSince`.
 * Built from a TanStack Query result by `useQueryRead`, or by hand from an actor's snapshot.
 */
export interface ReadState<T> {
  data: T | undefined
  /** The first load (or a new filter's) is under way. */
  loading: boolean
  /** The first load failed: there is nothing to show. */
  failure: Error | null
  /** A refresh failed while the data stays on screen: when that data was loaded (epoch ms). */
  staleSince: number | null
  /** A retry (or any refresh) is under way. */
  retrying: boolean
  retry: () => void
}

/** The read state of a query. `failureToast`: SPEC §8's "Failed to fetch …" toast, once per failed load and once per failed stretch of refreshes. */
export function useQueryRead<T>(query: UseQueryResult<T, Error>, { failureToast }: { failureToast?: string } = {}): ReadState<T> {
  const told = useRef({ failure: 0, staleOf: 0 })
  const { isError, isRefetchError, errorUpdatedAt, dataUpdatedAt } = query
  useEffect(() => {
    // StrictMode runs effects twice on mount, and a refresh fails every interval while the network is down: one toast each time it starts failing.
    if (!failureToast || !isError || told.current.failure === errorUpdatedAt) return
    told.current.failure = errorUpdatedAt
    if (isRefetchError) {
      if (told.current.staleOf === dataUpdatedAt) return
      told.current.staleOf = dataUpdatedAt
    }
    notify.error(failureToast)
  }, [failureToast, isError, isRefetchError, errorUpdatedAt, dataUpdatedAt])
  const { refetch } = query
  return {
    data: query.data,
    loading: query.isPending,
    failure: query.isError && query.data === undefined ? query.error : null,
    staleSince: isRefetchError && query.data !== undefined ? dataUpdatedAt : null,
    retrying: query.isFetching,
    retry: () => void refetch(),
  }
}

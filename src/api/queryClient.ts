import { QueryClient, type Query } from '@tanstack/react-query'
import { ApiError } from './apiError'

const MINUTE = 60_000

/**
 * A read is stale at once (the spec is silent: a payment dashboard shows the server's figures, and a session ended
 * elsewhere is found at the next screen's read), but a screen that mounts within this time of its read (the route's
 * loader or a hover's preload just read it) shows that data without reading it again.
 */
export const JUST_READ_MS = 2_000

const readAgainOnMount = (query: Query) => Date.now() - query.state.dataUpdatedAt >= JUST_READ_MS

/** SPEC §9 data cache: gc 5 minutes, 3 retries with exponential back-off from 1 s capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

const READ_RETRIES = 3

/**
 * SPEC §9's 3 retries, for a failure that may pass: a network failure, a 5xx, a timeout or too many requests. A request
 * the server refused (any other 4xx: a link that is not there, a filter it does not take) or a body it could not read
 * is said at once: asking again gets the same answer.
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (failures >= READ_RETRIES) return false
  if (!(error instanceof ApiError)) return true
  const refused = error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
  return !refused && !error.fatal
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * MINUTE, refetchOnMount: readAgainOnMount, retry: retryRead, retryDelay },
    },
  })
}

/** SPEC §9 refresh intervals of the lists that change under the reader (`refetchInterval`). */
export const REFRESH_INTERVAL_MS = {
  pendingIntegrations: 30_000,
  validIntegrations: 60_000,
} as const

/** SPEC §9: checkout-area queries do not refetch on focus or mount, refetch on reconnect, and do not retry. */
export const checkoutQueryOptions = {
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: true,
  retry: false,
} as const

import { QueryClient, type Query } from '@tanstack/react-query'

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * MINUTE, refetchOnMount: readAgainOnMount, retry: 3, retryDelay },
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

import { QueryClient } from '@tanstack/react-query'

const MINUTE = 60_000

/**
 * How long a read stays fresh (the spec is silent): as long as the router keeps a preloaded route, so the screen
 * that mounts after its loader (or a hover's preload) shows that data without reading it again. Coming back to the
 * tab or the network still reads again at once, fresh or not.
 */
export const FRESH_MS = 30_000

/** SPEC §9 data cache: gc 5 minutes, 3 retries with exponential back-off from 1 s capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * MINUTE, staleTime: FRESH_MS, refetchOnWindowFocus: 'always', refetchOnReconnect: 'always', retry: 3, retryDelay },
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

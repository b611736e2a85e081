import { describe, expect, it } from 'vitest'
import { checkoutQueryOptions, createQueryClient, retryDelay } from '../../src/api/queryClient'

describe('data cache (SPEC §9)', () => {
  it('keeps data 5 minutes and retries 3 times', () => {
    const options = createQueryClient().getDefaultOptions().queries
    expect(options?.gcTime).toBe(300_000)
    expect(options?.retry).toBe(3)
  })

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('checkout queries do not refetch on focus or mount, refetch on reconnect and do not retry', () => {
    expect(checkoutQueryOptions).toEqual({ refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: true, retry: false })
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/apiError'
import { checkoutQueryOptions, createQueryClient, JUST_READ_MS, retryDelay, retryRead } from '../../src/api/queryClient'

describe('data cache (SPEC §9)', () => {
  it('keeps data 5 minutes and retries 3 times a failure that may pass', () => {
    const options = createQueryClient().getDefaultOptions().queries
    expect(options?.gcTime).toBe(300_000)
    expect(options?.retry).toBe(retryRead)
    for (const error of [new ApiError('Failed to fetch payment links'), new ApiError('Server error', 500), new ApiError('Timeout', 408), new ApiError('Slow down', 429), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((failures) => retryRead(failures, error))).toEqual([true, true, true, false])
    }
  })

  it('says at once what the server refused or sent unreadable: asking again gets the same answer', () => {
    for (const error of [new ApiError('Payment link not found.', 404), new ApiError('page must be a number.', 400), new ApiError('Forbidden', 403), new ApiError('Bad body', undefined, true)]) {
      expect(retryRead(0, error)).toBe(false)
    }
  })

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('checkout queries do not refetch on focus or mount, refetch on reconnect and do not retry', () => {
    expect(checkoutQueryOptions).toEqual({ refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: true, retry: false })
  })
})

describe('reading again when a screen mounts', () => {
  it('a read is stale at once, but a screen mounting within 2 s of it (a loader or a preload just read it) does not read again', async () => {
    const { QueryObserver } = await import('@tanstack/react-query')
    const client = createQueryClient()
    let calls = 0
    const options = { queryKey: ['probe'], queryFn: async () => ++calls }
    await client.prefetchQuery(options)
    const mount = () => {
      const observer = new QueryObserver(client, options)
      const unsubscribe = observer.subscribe(() => undefined)
      unsubscribe()
    }
    mount()
    expect(calls).toBe(1)
    client.setQueryData(['probe'], 1, { updatedAt: Date.now() - JUST_READ_MS })
    mount()
    await client.getQueryCache().find({ queryKey: ['probe'] })!.promise
    expect(calls).toBe(2)
    mount()
    expect(calls).toBe(2)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createCheckoutMachine, EARLY_LINK_TTL_MS, preloadPaymentLink } from '../../../src/machines/checkout/wiring'
import { useSandbox } from '../../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper, not a React hook
const { server } = useSandbox()

function linkRequests(id: string) {
  const urls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/transaction/payment-link/${id}`)) urls.push(request.url)
  })
  return urls
}

const notify = { success: () => {}, error: () => {}, info: () => {} }
const checkout = (linkId: string) => createActor(createCheckoutMachine({ notify, onTransactionId: () => {} }), { input: { linkId } })

afterEach(() => {
  vi.useRealTimers()
  server.events.removeAllListeners()
})

describe('the payment link requested by the route before the checkout runs', () => {
  it('is taken over by the checkout: one request, by both starts of a StrictMode double start', async () => {
    const requests = linkRequests('demo-crypto')
    preloadPaymentLink('demo-crypto')
    const first = checkout('demo-crypto').start()
    first.stop()
    const second = checkout('demo-crypto').start()
    await waitFor(second, (snapshot) => snapshot.matches('billing'))
    expect(requests).toHaveLength(1)
    second.stop()
  })

  it('is not reused once stale, nor for a later checkout of the same link', async () => {
    const requests = linkRequests('demo-both')
    preloadPaymentLink('demo-both')
    const first = checkout('demo-both').start()
    await waitFor(first, (snapshot) => snapshot.matches('billing'))
    first.stop()
    const again = checkout('demo-both').start()
    await waitFor(again, (snapshot) => snapshot.matches('billing'))
    again.stop()
    expect(requests).toHaveLength(2)

    preloadPaymentLink('demo-both')
    await vi.waitFor(() => expect(requests).toHaveLength(3))
    await new Promise((resolve) => setTimeout(resolve, 50))
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + EARLY_LINK_TTL_MS + 1 })
    const late = checkout('demo-both').start()
    await waitFor(late, (snapshot) => snapshot.matches('billing'))
    late.stop()
    expect(requests).toHaveLength(4)
  })

  it('ignores an implausible id', () => {
    const requests = linkRequests('..')
    preloadPaymentLink('../admin')
    expect(requests).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { mayOpenCheckout } from '../../src/checkout/checkoutAccess'
import { tokens } from '../../src/api/tokens'
import { storeSession } from '../support/session'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()

function recordPaths() {
  const requested: string[] = []
  server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname))
  return requested
}

describe('who may open the checkout (SPEC §2: not the payment-links-excluded account)', () => {
  it('a visitor (no session in this browser) may, at once: no profile call, no auth flow loaded', async () => {
    const requested = recordPaths()
    expect(await mayOpenCheckout('/payment-link')).toBe(true)
    expect(requested).toEqual([])
  })

  it('the payment-links-excluded account may not (start.tsx sends it to /dashboard)', async () => {
    await storeSession('nolinks@paygrid.test')
    const requested = recordPaths()
    expect(await mayOpenCheckout('/payment-link')).toBe(false)
    expect(requested).toEqual(['/sandbox/auth/me'])
  })

  it('any other signed-in account may, and the return pages are open to every account', async () => {
    await storeSession('merchant@paygrid.test')
    expect(await mayOpenCheckout('/payment-link')).toBe(true)
    await storeSession('nolinks@paygrid.test')
    expect(await mayOpenCheckout('/process-payment')).toBe(true)
  })

  it('a stale session is not refused: the refresh-retry renews it and the account decides', async () => {
    await storeSession('nolinks@paygrid.test')
    const refreshed = tokens.refresh()
    tokens.save({ access: 'expired-access-token', refresh: refreshed! })
    expect(await mayOpenCheckout('/payment-link')).toBe(false)
    expect(tokens.access()).not.toBe('expired-access-token')
  })
})

import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { appToaster } from '../../src/components/common/toaster'
import { formatMoney } from '../../src/domain/money'
import { recordRequests } from '../support/recordRequests'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { sandboxCall, storeSession } from '../support/transferSession'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()
afterEach(() => appToaster.remove())

/** The first render loads the route's chunks under jsdom: slower than findBy's default second. */
const LOAD = { timeout: 20_000 }

describe('route loaders prefetch what a screen shows first (src/routes/-loaders/prefetch.ts)', { timeout: 40_000 }, () => {
  it('a preloaded /wallet paints with its balances and the filtered transfers at once, each read sent once with its query', async () => {
    const token = await storeSession('merchant@paygrid.test')
    const { data: wallet } = await sandboxCall<S['WalletEnvelope']>('/wallet/my-wallet', token)
    const { router } = renderRoute('/dashboard', { strictMode: false })
    await screen.findByText('Balance', { selector: 'dt' }, LOAD)
    const requests = recordRequests(server)
    // What a hover on the menu's Wallet link does (defaultPreload: 'intent').
    await act(() => router.preloadRoute({ to: '/wallet', search: { status: 'PENDING' } }))
    expect(requests.all().map((request) => request.call)).toEqual(['GET /wallet/my-wallet', 'GET /api/v1/wallet/transfers/?page=1&page_size=10&status=PENDING'])
    await act(() => router.navigate({ to: '/wallet', search: { status: 'PENDING' } }))
    const balances = await screen.findByRole('region', { name: 'Balances' }, LOAD)
    // The first paint already holds the data: no skeleton in between.
    expect(balances.querySelector('[aria-busy="true"]')).toBeNull()
    expect(within(balances).getByText('Balance').parentElement).toHaveTextContent(formatMoney(wallet.balance, wallet.currency))
    expect(within(screen.getByRole('table', { name: 'Transfers' })).getAllByRole('row').slice(1)).toHaveLength(1)
    expect(requests.calls('GET /wallet/my-wallet')).toHaveLength(1)
    expect(requests.calls('GET /api/v1/wallet/transfers/?page=1&page_size=10&status=PENDING')).toHaveLength(1)
    expect(requests.all()).toHaveLength(2)
    requests.stop()
  })

  it('a list screen preloads the page its URL asks for (loaderDeps): /payment-links?status=pending is read once, as shown', async () => {
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/dashboard', { strictMode: false })
    await screen.findByText('Balance', { selector: 'dt' }, LOAD)
    const requests = recordRequests(server)
    await act(() => router.preloadRoute({ to: '/payment-links', search: { status: 'pending' } }))
    const list = 'GET /transaction/payment-link/list?page=1&page_size=50&filter_type=pending'
    // And the unfiltered list, for the counter's total ("3 of 20 payment links").
    const all = 'GET /transaction/payment-link/list?page=1&page_size=50&filter_type=all'
    expect(requests.all().map((request) => request.call).sort()).toEqual([all, list])
    await act(() => router.navigate({ to: '/payment-links', search: { status: 'pending' } }))
    const table = await screen.findByRole('table', { name: /payment links/i }, LOAD)
    expect(table).not.toHaveAttribute('aria-busy', 'true')
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    expect(screen.getByText(/^\d+ of 20 payment links$/)).toBeInTheDocument()
    expect(requests.all().map((request) => request.call).sort()).toEqual([all, list])
    requests.stop()
  })
})

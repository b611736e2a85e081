import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { appToaster } from '../../src/components/common/toaster'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { sandboxCall, storeSession } from '../support/transferSession'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()
// The toaster outlives a test's render: each test reads only its own toasts.
afterEach(() => appToaster.remove())

/** The paths and queries the app sent, in order. */
function recordRequests() {
  const seen: { method: string; path: string; query: Record<string, string> }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push({ method: request.method, path: url.pathname.replace(/^\/sandbox/, ''), query: Object.fromEntries(url.searchParams) })
  })
  return seen
}

function renderWallet(path = '/wallet') {
  const app = renderRoute(path, { strictMode: false })
  // Failed reads are shown at once, not after SPEC §9's three retries.
  app.queryClient.setDefaultOptions({ queries: { ...app.queryClient.getDefaultOptions().queries, retry: false } })
  return app
}

/** The first render loads the route's chunks under jsdom: slower than findBy's default second. */
const LOAD = { timeout: 20_000 }

const figure = (label: string) => within(screen.getByRole('region', { name: 'Balances' })).getByText(label).parentElement!

describe('/wallet against the sandbox', { timeout: 40_000 }, () => {
  it('shows skeletons, then the figures of /wallet/my-wallet and the wallet’s transfers, newest first', async () => {
    const token = await storeSession('merchant@paygrid.test')
    const answer = await sandboxCall<S['WalletEnvelope']>('/wallet/my-wallet', token)
    const wallet = answer.data
    // The wallet's answer waits until the skeletons were seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get(`${apiBase}/wallet/my-wallet`, async () => {
        await held
        return HttpResponse.json(answer)
      }, { once: true }))
    const requests = recordRequests()
    renderWallet()
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, LOAD)).toBeInTheDocument()
    const balances = screen.getByRole('region', { name: 'Balances' })
    expect(balances.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(within(balances).queryByText(/\$/)).toBeNull()
    release()
    expect(await screen.findByText(formatMoney(wallet.balance, 'USD'))).toBeInTheDocument()
    expect(figure('Balance')).toHaveTextContent(formatMoney(wallet.balance, wallet.currency))
    expect(figure('Pending')).toHaveTextContent(formatMoney(wallet.pending_balance, wallet.currency))
    expect(figure('Combined balance')).toHaveTextContent(formatMoney(wallet.combined_balance, wallet.currency))
    const [rates] = wallet.exchange_rates
    expect(
      screen.getByText(
        `Your wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at 1 EUR = ${rates!.rate} USD on average (${rates!.lowest} to ${rates!.highest}), Sandbox reference rate, over ${rates!.transactions} payments.`,
      ),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Transfers' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6))
    const statuses = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)
    expect(statuses).toEqual(['Processing', 'Pending', 'Cancelled', 'Completed', 'Failed'])
    expect(screen.getByText('5 transfers')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/v1/wallet/transfers/')).toEqual([{ method: 'GET', path: '/api/v1/wallet/transfers/', query: { page: '1', page_size: '10' } }])
    expect(screen.getAllByRole('button', { name: /^Cancel transfer of/ })).toHaveLength(1)
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('filters by status through the toolbar filter form and the URL, says when nothing has it, and lifts it with the chip', async () => {
    const user = userEvent.setup()
    await storeSession('client01@paygrid.test')
    const requests = recordRequests()
    const { router } = renderWallet()
    expect(await screen.findByText('No transfers yet', {}, LOAD)).toBeInTheDocument()
    expect(screen.getByText('Payouts from your wallet will appear here.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const form = screen.getByRole('form', { name: 'Transfer filters' })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'PENDING')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(await screen.findByText('No transfers found')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ status: 'PENDING' })
    expect(requests.at(-1)?.query).toEqual({ page: '1', page_size: '10', status: 'PENDING' })
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Pending' }))
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({})
    expect(requests.at(-1)?.query).toEqual({ page: '1', page_size: '10' })
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('')
  })

  it('pages through the transfers: "Page X of Y", the page in the URL and in the query', async () => {
    const user = userEvent.setup()
    const token = await storeSession('merchant@paygrid.test')
    for (let i = 0; i < 6; i++) await sandboxCall('/api/v1/wallet/transfers/', token, { body: { amount: '1.00', destination: `IBAN DE89 3704 0044 0532 0130 0${i}` } })
    const requests = recordRequests()
    const { router } = renderWallet()
    expect(await screen.findByText('Page 1 of 2', {}, LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(requests.at(-1)?.query).toEqual({ page: '2', page_size: '10' })
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Transfers' })).getAllByRole('row')).toHaveLength(2))
  })

  it('a failed read says so with Try Again, which reads again', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    server.use(
      http.get(`${apiBase}/wallet/my-wallet`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }),
      http.get(`${apiBase}/api/v1/wallet/transfers/`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }),
    )
    renderWallet()
    expect(await screen.findByText('Failed to load wallet', {}, LOAD)).toBeInTheDocument()
    expect(await screen.findByText('Failed to load transfers')).toBeInTheDocument()
    const [walletRetry, transfersRetry] = screen.getAllByRole('button', { name: 'Try Again' })
    await user.click(walletRetry!)
    expect(await screen.findByText('Available to pay out')).toBeInTheDocument()
    expect(figure('Balance')).toHaveTextContent(/\$[\d,]+\.\d\d/)
    await user.click(transfersRetry!)
    expect(await screen.findByRole('table', { name: 'Transfers' })).toBeInTheDocument()
  })

  it('cancels a pending transfer after a confirmation that restates it; the list and the balance refresh', async () => {
    const user = userEvent.setup()
    const token = await storeSession('merchant@paygrid.test')
    const before = (await sandboxCall<S['WalletEnvelope']>('/wallet/my-wallet', token)).data
    renderWallet()
    await user.click(await screen.findByRole('button', { name: /^Cancel transfer of \$150\.00/ }, LOAD))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' })
    expect(within(dialog).getByText('$150.00')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }))
    expect(await screen.findByText('Transfer of $150.00 cancelled')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(figure('Balance')).toHaveTextContent(formatMoney(Number(before.balance) + 150, 'USD')))
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel transfer of/ })).toBeNull())
  })

  it('a refused cancel shows the server’s message in the dialog; confirming again retries', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    server.use(http.post(`${apiBase}/api/v1/wallet/transfers/:id/cancel/`, () => HttpResponse.json({ message: 'Cancelling is paused for maintenance.' }, { status: 503 }), { once: true }))
    renderWallet()
    await user.click(await screen.findByRole('button', { name: /^Cancel transfer of \$150\.00/ }, LOAD))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }))
    expect(await within(dialog).findByText('Cancelling is paused for maintenance.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }))
    expect(await screen.findByText('Transfer of $150.00 cancelled')).toBeInTheDocument()
  })
})

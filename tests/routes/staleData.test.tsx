/**
 * A background refresh that fails keeps the data on screen, on every list and overview: the rows or
 * figures stay, a quiet "Couldn't refresh — showing data from …" notice with Retry appears (no error
 * state), and Retry loads the data again and takes the notice away.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { focusManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { useSandbox } from '../support/sandboxServer'
import { FIRST, openSignedIn, recordQueries } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()

const STALE_TEXT = /^Couldn't refresh — showing data from (\d{1,2}:\d{2}( [AP]M)?)·Retry$/

interface Case {
  screen: string
  email: string
  path: string
  /** The read whose refresh fails. */
  call: string
  /** Text the loaded data shows, still there after the failed refresh. */
  data: string | RegExp
}

const CASES: Case[] = [
  { screen: 'payment links', email: 'merchant@paygrid.test', path: '/payment-links', call: '/transaction/payment-link/list', data: '20 of 20 payment links' },
  { screen: 'transactions', email: 'merchant@paygrid.test', path: '/transactions', call: '/transaction/list', data: 'Showing 1–20 of 60 transactions' },
  { screen: 'all transactions (admin)', email: 'admin@paygrid.test', path: '/transactions-admin', call: '/transaction/admin/list', data: /^Showing 1–20 of \d+ transactions$/ },
  { screen: 'subscriptions (admin)', email: 'admin@paygrid.test', path: '/subscription-admin', call: '/subscription/admin/list', data: /^Showing 1–\d+ of \d+ subscriptions$/ },
  { screen: 'wallet balances (admin)', email: 'admin@paygrid.test', path: '/wallets-admin', call: '/wallet/admin-wallet-balances', data: 'Page 1 of 3' },
  { screen: 'the wallet: balances', email: 'merchant@paygrid.test', path: '/wallet', call: '/wallet/my-wallet', data: 'Available to pay out' },
  { screen: 'the wallet: transfers', email: 'merchant@paygrid.test', path: '/wallet', call: '/api/v1/wallet/transfers/', data: /^\d+ transfers$/ },
  { screen: 'funds transfer: all transfers', email: 'staff@paygrid.test', path: '/funds-transfer', call: '/api/v1/wallet/transfers/', data: /^\d+ transfers$/ },
  {
    screen: 'funds transfer: the wallet search',
    email: 'staff@paygrid.test',
    path: '/funds-transfer?find=client0',
    call: '/wallet/admin/client-wallets',
    data: /matching wallets/,
  },
  {
    screen: 'funds transfer: the selected wallet',
    email: 'staff@paygrid.test',
    path: '/funds-transfer?wallet=WALLET',
    call: '/wallet/admin/client-wallets',
    data: 'Change wallet',
  },
  { screen: 'integration validation', email: 'staff@paygrid.test', path: '/integration-validation', call: '/integration/get_integration_status', data: /pending review/ },
  { screen: 'validated integrations', email: 'staff@paygrid.test', path: '/validated-integration', call: '/integration/get_valid_integrations', data: /^\d+ of \d+ integrations$/ },
  { screen: 'client overview', email: 'merchant@paygrid.test', path: '/dashboard', call: '/dashboard/client-overview', data: 'Paid by customers, last 30 days' },
  { screen: 'admin overview', email: 'admin@paygrid.test', path: '/dashboard', call: '/dashboard/admin-overview', data: 'Pending integrations' },
]

afterEach(() => {
  focusManager.setFocused(undefined)
})

/** The notice, read as a whole (its time is an element of its own). */
const staleNotice = () => screen.queryAllByRole('status').find((element) => STALE_TEXT.test(element.textContent ?? '')) ?? null

/** The window regains focus: TanStack Query refreshes the stale reads on screen. */
function refocus() {
  act(() => {
    focusManager.setFocused(false)
    focusManager.setFocused(true)
  })
}

describe('a failed background refresh against the sandbox', { timeout: 40_000 }, () => {
  it.each(CASES)('$screen: the data stays with the notice and Retry, and Retry brings it back', async ({ email, path, call, data }) => {
    const user = userEvent.setup()
    const merchantWallet = store.wallets.find((wallet) => wallet.userId === 'usr_merchant')!.id
    await openSignedIn(email, path.replace('WALLET', merchantWallet))
    await screen.findAllByText(data, {}, FIRST)
    const sent = recordQueries(server, call)
    server.use(http.get(`${apiBase}${call}`, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })))
    refocus()

    await waitFor(() => expect(staleNotice()).not.toBeNull(), FIRST)
    const status = staleNotice()!
    expect(sent.length).toBeGreaterThan(0)
    expect(screen.getAllByText(data).length).toBeGreaterThan(0)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull()
    // The time of the data shown, in the browser's format, as a <time>.
    const time = status.querySelector('time')!
    expect(time.textContent).toBe(status.textContent!.match(STALE_TEXT)![1])
    expect(Date.now() - Date.parse(time.dateTime)).toBeLessThan(60_000)

    server.resetHandlers()
    const before = sent.length
    await user.click(within(status).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(staleNotice()).toBeNull())
    expect(sent.length).toBe(before + 1)
    expect(screen.getAllByText(data).length).toBeGreaterThan(0)
  })

  it('only a failed first load shows the error state', async () => {
    server.use(http.get(`${apiBase}/transaction/list`, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })))
    await openSignedIn('merchant@paygrid.test', '/transactions')
    expect(await screen.findByText('Failed to fetch transactions', {}, FIRST)).toBeInTheDocument()
    expect(staleNotice()).toBeNull()
  })
})

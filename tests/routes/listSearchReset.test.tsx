/**
 * A shared link with a hand-edited URL, on every list with URL state: the screen renders, says its
 * filters were reset, the API receives only clean query parameters (the requests recorded against
 * the sandbox's handlers), and the URL is left with the usable values only.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useSandbox } from '../support/sandboxServer'
import { FIRST, openSignedIn, recordQueries } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()

const NOTICE = 'This link had filters that could not be used; they were reset.'
const SCRIPT = '<script>alert(1)</script>'
const HUGE = 'x'.repeat(5000)
const q = encodeURIComponent

interface Case {
  list: string
  email: string
  /** The hand-edited link. */
  path: string
  /** The list's call and the query it must be sent with (every request of it). */
  call: string
  query: Record<string, string>
  /** Another clean query the same call may be sent with (the unfiltered list read for a counter's total). */
  alsoQuery?: Record<string, string>
  /** The search the URL is left with. */
  search: Record<string, unknown>
  /** Something the screen shows once its data is in. */
  ready: string | RegExp
}

const CASES: Case[] = [
  {
    list: '/transactions',
    email: 'merchant@paygrid.test',
    path: `/transactions?from=2026-13-45&to=2026-02-30&page=-5&status=${q(SCRIPT)}&method=card&evil=${q(SCRIPT)}`,
    call: '/transaction/list',
    query: { page: '1', page_size: '20', payment_method: 'card' },
    search: { method: 'card' },
    ready: /^(Showing 1–\d+ of \d+|\d+) transactions?$/,
  },
  {
    list: '/transactions (a range that ends before it starts)',
    email: 'merchant@paygrid.test',
    path: '/transactions?from=2026-03-10&to=2026-03-01&page=abc',
    call: '/transaction/list',
    query: { page: '1', page_size: '20' },
    search: {},
    ready: 'Showing 1–20 of 60 transactions',
  },
  {
    list: '/transactions-admin',
    email: 'admin@paygrid.test',
    path: `/transactions-admin?from=2026-02-30&page=abc&merchant=${q(SCRIPT)}&search=reviewer%40paygrid.test&tx=${q(HUGE)}`,
    call: '/transaction/admin/list',
    query: { page: '1', page_size: '20', search: 'reviewer@paygrid.test' },
    search: { search: 'reviewer@paygrid.test' },
    ready: /^(Showing 1–\d+ of \d+|\d+) transactions?$/,
  },
  {
    list: '/payment-links',
    email: 'merchant@paygrid.test',
    path: `/payment-links?status=${q(SCRIPT)}&currency=GBP&min=abc&max=500&search=${q(HUGE)}`,
    call: '/transaction/payment-link/list',
    query: { page: '1', page_size: '50', filter_type: 'all', amount_max: '500' },
    // The unfiltered list, read for the counter's total ("3 of 20").
    alsoQuery: { page: '1', page_size: '50', filter_type: 'all' },
    search: { max: 500 },
    ready: /^\d+ of \d+ payment links$/,
  },
  {
    list: '/subscription-admin',
    email: 'admin@paygrid.test',
    path: `/subscription-admin?page=-5&state=${q(SCRIPT)}&plan=${q(SCRIPT)}&search=${q('["a","b"]')}`,
    call: '/subscription/admin/list',
    query: { page: '1', page_size: '20' },
    search: {},
    ready: /^(Showing 1–\d+ of \d+|\d+) subscriptions?$/,
  },
  {
    list: '/wallets-admin',
    email: 'admin@paygrid.test',
    path: `/wallets-admin?page=-5&sort_by=${q(SCRIPT)}&sort_order=sideways&min_balance=abc&min_pending=5&max_pending=1&max_balance=100000`,
    call: '/wallet/admin-wallet-balances',
    query: { page: '1', page_size: '20', max_balance: '100000', sort_by: 'created_at', sort_order: 'desc' },
    search: { max_balance: 100000 },
    ready: 'Page 1 of 3',
  },
  {
    list: '/wallet',
    email: 'merchant@paygrid.test',
    path: `/wallet?page=-5&status=${q(SCRIPT)}`,
    call: '/api/v1/wallet/transfers/',
    query: { page: '1', page_size: '10' },
    search: {},
    ready: /^\d+ transfers$/,
  },
  {
    list: '/funds-transfer',
    email: 'staff@paygrid.test',
    path: `/funds-transfer?page=abc&status=${q(SCRIPT)}&wallet=${q(SCRIPT)}&find=${q(HUGE)}`,
    call: '/api/v1/wallet/transfers/',
    query: { page: '1', page_size: '10' },
    search: {},
    ready: /^\d+ transfers$/,
  },
  {
    list: '/validated-integration',
    email: 'admin@paygrid.test',
    path: `/validated-integration?search=${q(HUGE)}`,
    call: '/integration/get_valid_integrations',
    query: {},
    search: {},
    ready: /^\d+ of \d+ integrations$/,
  },
  {
    list: '/dashboard (the overview period)',
    email: 'merchant@paygrid.test',
    path: '/dashboard?days=abc',
    call: '/dashboard/client-overview',
    query: { days: '30' },
    search: {},
    ready: 'Last 30 days',
  },
]

describe('hand-edited list URLs against the sandbox', { timeout: 40_000 }, () => {
  it.each(CASES)('$list: the notice, only clean parameters sent, the URL cleaned', async ({ email, path, call, query, alsoQuery, search, ready }) => {
    const queries = recordQueries(server, call)
    const { router } = await openSignedIn(email, path)
    expect(await screen.findByText(NOTICE, {}, FIRST)).toBeInTheDocument()
    expect(screen.getByText(NOTICE).closest('[role="status"]')).not.toBeNull()
    await screen.findAllByText(ready, {}, FIRST)
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(queries.length).toBeGreaterThan(0)
    for (const sent of queries) expect(alsoQuery ? [query, alsoQuery] : [query]).toContainEqual(sent)
    await waitFor(() => expect(router.state.location.search).toEqual(search))
    // The entry was replaced, not pushed: Back does not return to the bad link.
    expect(router.history.length).toBe(1)
  })

  it('says nothing when the link is clean', async () => {
    await openSignedIn('merchant@paygrid.test', '/transactions?status=COMPLETED&page=2')
    await screen.findByText(/^Showing 21–\d+ of \d+ transactions$/, {}, FIRST)
    expect(screen.queryByText(NOTICE)).toBeNull()
  })

  it('the notice is dismissed with its button, and does not follow to another page', async () => {
    const user = userEvent.setup()
    const { router } = await openSignedIn('merchant@paygrid.test', '/transactions?page=-5')
    await screen.findByText(NOTICE, {}, FIRST)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(NOTICE)).toBeNull()

    await router.navigate({ to: '/payment-links', search: { status: 'completed' } })
    await screen.findByText(/^\d+ of \d+ payment links$/, {}, FIRST)
    await router.navigate({ to: '/wallet', search: { page: -1 } as never })
    expect(await screen.findByText(NOTICE, {}, FIRST)).toBeInTheDocument()
    await router.navigate({ to: '/payment-links' })
    await screen.findByRole('heading', { name: 'Payment Links', level: 1 }, FIRST)
    expect(screen.queryByText(NOTICE)).toBeNull()
  })
})

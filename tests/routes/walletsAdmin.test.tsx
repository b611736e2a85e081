import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { formatMoney } from '../../src/domain/money'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const LIST_PATH = '/wallet/admin-wallet-balances'
const DEFAULT_QUERY = { page: '1', page_size: '20', sort_by: 'created_at', sort_order: 'desc' }
/** The first look at the page waits for the lazily loaded route (slow on a busy machine). */
const PAGE_LOAD = { timeout: 10_000 }

async function signInAdmin() {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@paygrid.test', password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

/** The query of every wallet-list call, in order. */
function recordLists() {
  const queries: Record<string, string>[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(LIST_PATH)) queries.push(Object.fromEntries(url.searchParams))
  })
  return queries
}

/** Renders the page; the real app retries a failed read 3 times (SPEC §9), the error tests do not wait for that. */
function renderWallets(path: string, { retry = true } = {}) {
  const app = renderRoute(path)
  if (!retry) app.queryClient.setDefaultOptions({ queries: { ...app.queryClient.getDefaultOptions().queries, retry: false } })
  return app
}

// Plain selectors for the table: role queries over 20 rich rows are slow in jsdom.
const table = () => document.querySelector('table')!
const bodyRows = () => [...table().querySelectorAll('tbody tr')] as HTMLElement[]
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

// A page of 20 rich rows takes seconds to lay out in jsdom.
describe('/wallets-admin against the sandbox', { timeout: 40_000 }, () => {
  it('shows skeletons, then the summary of all 47 client wallets and page 1 of 3, asked with page size 20 and the default sort', async () => {
    await signInAdmin()
    const queries = recordLists()
    server.use(http.get(`${apiBase}${LIST_PATH}`, async () => delay(300)))
    renderWallets('/wallets-admin')
    expect(await screen.findByRole('table', { name: 'Wallets', hidden: true }, PAGE_LOAD)).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(queries).toEqual([DEFAULT_QUERY])
    expect(stat('Total Wallets')).toBe('47')
    const wallets = store.wallets
    const balance = wallets.reduce((sum, wallet) => sum + wallet.balance, 0)
    expect(stat('Total Balance')).toBe(formatMoney(balance / 100, 'USD'))
    expect(screen.getByText(`${wallets.filter((w) => w.balance > 0).length} with a balance`)).toBeInTheDocument()
    expect(screen.getByText(/^Every wallet holds USD and pays out in USD\. A payment in another currency is converted .*: EUR converted at 1 EUR = \d\.\d{4} USD on average \(\d\.\d{4} to \d\.\d{4}\), Sandbox reference rate, over \d+ payments\.$/)).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(20)
    expect([...table().querySelectorAll('th')].map((h) => h.textContent)).toEqual(['User', 'Email', 'Telegram', 'Balance', 'Pending', 'Combined', 'Status', 'Updated', 'Details'])
    // Newest wallet first.
    const newest = [...wallets].sort((a, b) => b.created_at - a.created_at)[0]!
    const owner = store.users.find((user) => user.id === newest.userId)!
    expect(within(bodyRows()[0]!).getByText(owner.email)).toBeInTheDocument()
    expect(within(bodyRows()[0]!).getByText(owner.id)).toBeInTheDocument()
  })

  it('searches on Enter and on the Search button, from page 1, with the search in the URL', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const queries = recordLists()
    const { router } = renderWallets('/wallets-admin?page=3')
    const box = await screen.findByRole('searchbox', { name: 'Search wallets' }, PAGE_LOAD)
    expect(box).toHaveAttribute('placeholder', 'Search by email, name, telegram or wallet ID')
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    await user.type(box, 'client01{Enter}')
    await waitFor(() => expect(queries.at(-1)).toEqual({ ...DEFAULT_QUERY, search: 'client01' }))
    expect(router.state.location.search).toEqual({ search: 'client01' })
    expect(await screen.findByText('client01@paygrid.test')).toBeInTheDocument()
    expect(screen.queryByText('Page 1 of 1')).not.toBeInTheDocument()
    await user.clear(box)
    await user.type(box, 'client4')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ ...DEFAULT_QUERY, search: 'client4' }))
  })

  it('pages through the URL: a Pager button sets the page asked for', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const queries = recordLists()
    const { router } = renderWallets('/wallets-admin?page=2')
    await screen.findByText('Page 2 of 3', {}, PAGE_LOAD)
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(7)
    expect(router.state.location.search).toEqual({ page: 3 })
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(queries.map((q) => q.page)).toEqual(['2', '3'])
  })

  it('goes to the last page when the URL asks for one past the end', async () => {
    await signInAdmin()
    const { router } = renderWallets('/wallets-admin?page=9')
    expect(await screen.findByText('Page 3 of 3', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 3 })
  })

  it('applies the filters (empty ones not sent), shows the dot, refuses a minimum above its maximum, and Reset clears them', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const queries = recordLists()
    const { router } = renderWallets('/wallets-admin?page=3')
    const filtersButton = await screen.findByRole('button', { name: 'Filters' }, PAGE_LOAD)
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
    await user.click(filtersButton)
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true')
    const form = screen.getByRole('form', { name: 'Wallet filters' })
    expect(within(form).getByRole('textbox', { name: 'Min balance' })).toHaveAttribute('inputmode', 'decimal')
    await user.type(within(form).getByLabelText('Min balance'), '1000')
    await user.type(within(form).getByLabelText('Max balance'), '999.99')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(await within(form).findByText('Max balance must not be less than min balance')).toBeInTheDocument()
    expect(within(form).getByLabelText('Max balance')).toHaveValue('999.99')
    const sent = queries.length
    await user.clear(within(form).getByLabelText('Max balance'))
    await user.type(within(form).getByLabelText('Max balance'), '4000')
    await user.selectOptions(within(form).getByLabelText('Sort by'), 'Balance')
    await user.selectOptions(within(form).getByLabelText('Sort order'), 'Ascending')
    expect(queries).toHaveLength(sent)
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', min_balance: '1000', max_balance: '4000', sort_by: 'balance', sort_order: 'asc' }))
    expect(router.state.location.search).toEqual({ min_balance: 1000, max_balance: 4000, sort_by: 'balance', sort_order: 'asc' })
    expect(screen.getByTestId('filters-active-dot')).toBeInTheDocument()
    const expected = store.wallets.filter((w) => w.balance >= 100000 && w.balance <= 400000).sort((a, b) => a.balance - b.balance)
    await waitFor(() => expect(stat('Total Wallets')).toBe(String(expected.length)))
    expect(within(bodyRows()[0]!).getByText(formatMoney(expected[0]!.balance / 100, 'USD'))).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(queries.at(-1)).toEqual(DEFAULT_QUERY))
    expect(within(form).getByLabelText('Min balance')).toHaveValue('')
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
  })

  it('sorts through the API from a column header: the sort in the URL and the call, aria-sort on the header, the rows in the order the API sends', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const queries = recordLists()
    const { router } = renderWallets('/wallets-admin?page=2')
    await screen.findByRole('table', { name: 'Wallets' }, PAGE_LOAD)
    const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    expect(header('Balance')).not.toHaveAttribute('aria-sort')
    await user.click(within(header('Balance')).getByRole('button'))
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', sort_by: 'balance', sort_order: 'asc' }))
    expect(router.state.location.search).toEqual({ sort_by: 'balance', sort_order: 'asc' })
    await waitFor(() => expect(header('Balance')).toHaveAttribute('aria-sort', 'ascending'))
    const ascending = [...store.wallets].sort((a, b) => a.balance - b.balance)
    const firstBalance = () => bodyRows()[0]!.querySelectorAll('td')[3]!.textContent
    await waitFor(() => expect(firstBalance()).toBe(formatMoney(ascending[0]!.balance / 100, 'USD')))
    await user.click(within(header('Balance')).getByRole('button'))
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', sort_by: 'balance', sort_order: 'desc' }))
    await waitFor(() => expect(header('Balance')).toHaveAttribute('aria-sort', 'descending'))
    await waitFor(() => expect(firstBalance()).toBe(formatMoney(ascending.at(-1)!.balance / 100, 'USD')))
    // The sort is a filter of the panel too (SPEC §2): its chips lift it back to the default.
    await user.click(screen.getByRole('button', { name: 'Remove filter Sort by: Balance' }))
    await waitFor(() => expect(queries.at(-1)).toEqual(DEFAULT_QUERY))
  })

  it('drops a bad value from the URL and keeps the good ones', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const queries = recordLists()
    const { router } = renderWallets('/wallets-admin?page=2&min_balance=abc&max_pending=12.5&sort_by=bogus&sort_order=asc&search=ana')
    await screen.findByRole('table', { name: 'Wallets' }, PAGE_LOAD)
    await waitFor(() => expect(queries).toEqual([{ page: '2', page_size: '20', search: 'ana', max_pending: '12.5', sort_by: 'created_at', sort_order: 'asc' }]))
    // The next step writes only what was usable back into the URL.
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'ana', max_pending: 12.5, sort_order: 'asc' }))
  })

  it('says "No wallets found" for a search that matches nothing, and clears it on request', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    renderWallets('/wallets-admin?search=nobody-at-all')
    expect(await screen.findByText('No wallets found', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
  })

  it('says "No wallets yet" when there are none at all', async () => {
    await signInAdmin()
    store.wallets.splice(0)
    renderWallets('/wallets-admin')
    expect(await screen.findByText('No wallets yet', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByText('User wallets will appear here')).toBeInTheDocument()
    expect(stat('Total Wallets')).toBe('0')
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  })

  it('a failed read says "Failed to load wallets" with the reason, toasts once, and Try Again reads again', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    server.use(http.get(`${apiBase}${LIST_PATH}`, () => HttpResponse.json({ message: 'Wallet service unavailable.' }, { status: 500 }), { once: true }))
    renderWallets('/wallets-admin', { retry: false })
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD)
    expect(within(alert).getByText('Failed to load wallets')).toBeInTheDocument()
    expect(within(alert).getByText('Wallet service unavailable.')).toBeInTheDocument()
    expect(await screen.findAllByText('Failed to fetch wallets')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getAllByText('Failed to fetch wallets')).toHaveLength(1)
  })

  it('a read that gets no answer says the fallback', async () => {
    await signInAdmin()
    server.use(http.get(`${apiBase}${LIST_PATH}`, () => HttpResponse.error()))
    renderWallets('/wallets-admin', { retry: false })
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD)
    expect(within(alert).getByText('An error occurred while loading wallets')).toBeInTheDocument()
  })

  it('opens the details of a wallet: short ID with copy, dates and status, the user ("Not provided" telegram) and the balances', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await signInAdmin()
    const owner = store.users.find((u) => u.is_client && u.telegram === null && store.wallets.some((w) => w.userId === u.id))!
    const wallet = store.wallets.find((w) => w.userId === owner.id)!
    renderWallets(`/wallets-admin?search=${encodeURIComponent(owner.email)}`)
    await user.click(await screen.findByRole('button', { name: `Details of ${owner.email}` }, PAGE_LOAD))
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Details' })
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Wallet ID')).toBe(`${wallet.id.slice(0, 12)}...${wallet.id.slice(-4)}`)
    expect(value('Email')).toBe(owner.email)
    expect(value('Name')).toBe(`${owner.first_name} ${owner.last_name}`)
    expect(value('Telegram')).toBe('Not provided')
    expect(value('User ID')).toBe(owner.id)
    expect(value('Current balance')).toBe(formatMoney(wallet.balance / 100, 'USD'))
    expect(value('Pending balance')).toBe(formatMoney(wallet.pending / 100, 'USD'))
    expect(value('Combined balance')).toBe(formatMoney((wallet.balance + wallet.pending) / 100, 'USD'))
    expect(within(dialog).getByText(wallet.balance > 0 ? 'Has Balance' : 'No Balance')).toBeInTheDocument()
    expect(value('Created at')).toBe(new Date(wallet.created_at).toLocaleString())
    await user.click(within(dialog).getByRole('button', { name: 'Copy wallet ID' }))
    expect(writeText).toHaveBeenCalledWith(wallet.id)
    expect(await screen.findByText('Wallet ID copied to clipboard!')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Copy wallet ID: copied' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows "@name" for a user with telegram in the table, and "-" otherwise', async () => {
    await signInAdmin()
    const { router } = renderWallets('/wallets-admin?search=merchant%40paygrid.test')
    const merchant = store.users.find((u) => u.email === 'merchant@paygrid.test')!
    const wallet = store.wallets.find((w) => w.userId === merchant.id)!
    const row = (await screen.findByText('merchant@paygrid.test', {}, PAGE_LOAD)).closest('tr')!
    expect(within(row).getByText(`@${merchant.telegram}`)).toBeInTheDocument()
    expect(within(row).getByText('Has Balance')).toBeInTheDocument()
    expect(within(row).getByText(wallet.pending > 0 ? 'Has Pending' : 'No Pending')).toBeInTheDocument()
    const other = store.users.find((u) => u.is_client && u.telegram === null)!
    await router.navigate({ to: '/wallets-admin', search: { search: other.email } })
    const otherRow = (await screen.findByText(other.email)).closest('tr')!
    expect(otherRow.querySelectorAll('td')[2]!.textContent).toBe('-')
  })
})

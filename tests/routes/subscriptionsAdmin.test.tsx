import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { formatEuro } from '../../src/domain/money'
import { localDate } from '../../src/domain/relativeTime'
import { useSandbox } from '../support/sandboxServer'
import { FIRST, openSignedIn, recordQueries } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const LIST = '/subscription/admin/list'
const openAsAdmin = (path = '/subscription-admin') => openSignedIn('admin@paygrid.test', path)

const table = () => screen.getByRole('table', { name: 'Subscriptions' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const range = (first: number, shown: number, total: number) => `Showing ${first}–${first + shown - 1} of ${total} subscriptions`
/** The toolbar's filter form, opened once. */
async function filterForm(user: ReturnType<typeof userEvent.setup>) {
  const open = screen.queryByRole('form', { name: 'Subscription filters' })
  if (open) return open
  await user.click(screen.getByRole('button', { name: /^Filters/ }))
  return screen.getByRole('form', { name: 'Subscription filters' })
}
async function applyFilter(user: ReturnType<typeof userEvent.setup>, label: 'Plan' | 'State', option: string) {
  const form = await filterForm(user)
  await user.selectOptions(within(form).getByLabelText(label), option)
  await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
}

describe('/subscription-admin against the sandbox', { timeout: 40_000 }, () => {
  it('shows skeleton rows, then every subscription with user, plan, billing, state, period and amount', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get(`${apiBase}${LIST}`, async () => void (await gate), { once: true }))
    const queries = recordQueries(server, LIST)
    await openAsAdmin()
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 }, FIRST)).toBeInTheDocument()
    expect(await screen.findByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true')
    release()
    const total = store.subscriptions.length
    expect(await screen.findByText(range(1, 20, total))).toBeInTheDocument()
    expect(queries[0]).toEqual({ page: '1', page_size: '20' })
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Plan', 'Billing', 'State', 'Period', 'Amount charged'])
    // The merchant's replaced Starter plan: inactive, monthly, 20 % off with WELCOME20.
    const replaced = store.subscriptions.find((sub) => sub.id === 'sub_merchant_2')!
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'merchant@paygrid.test')
    await waitFor(() => expect(bodyRows()).toHaveLength(store.subscriptions.filter((sub) => sub.userId === 'usr_merchant').length))
    const row = bodyRows().find((r) => within(r).queryByText('Promo WELCOME20'))!
    expect(within(row).getByText('Maya Merchant')).toBeInTheDocument()
    expect(within(row).getByText('Starter')).toBeInTheDocument()
    expect(within(row).getByText('Monthly')).toBeInTheDocument()
    expect(within(row).getByText('Inactive')).toBeInTheDocument()
    expect(within(row).getByText(`${localDate(replaced.started_at)} – ${localDate(replaced.expires_at)}`)).toBeInTheDocument()
    expect(within(row).getByText(formatEuro(replaced.amount_charged / 100))).toBeInTheDocument()
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', search: 'merchant@paygrid.test' })
  })

  it('filters by plan and by state, in the URL and in the request; a chip and Clear all lift them', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsAdmin()
    await screen.findByText(range(1, 20, store.subscriptions.length), {}, FIRST)
    await applyFilter(user, 'Plan', 'Business')
    await waitFor(() => expect(router.state.location.search).toEqual({ plan: 'business' }))
    const business = store.subscriptions.filter((sub) => sub.plan === 'business')
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, business.length)))
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', plan: 'business' })
    await applyFilter(user, 'State', 'Inactive')
    await waitFor(() => expect(router.state.location.search).toEqual({ plan: 'business', state: 'inactive' }))
    const both = business.filter((sub) => !sub.active)
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', plan: 'business', state: 'inactive' })
    expect(both.length).toBeGreaterThan(0)
    await waitFor(() => expect(bodyRows()).toHaveLength(both.length))
    expect(bodyRows().every((row) => within(row).queryByText('Inactive') && within(row).queryByText('Business'))).toBe(true)

    const chips = screen.getByRole('group', { name: 'Active filters' })
    expect(within(chips).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Remove filter Plan: Business', 'Remove filter State: Inactive', 'Clear all'])
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Plan: Business' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'inactive' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', state: 'inactive' }))
    expect(within(screen.getByRole('form', { name: 'Subscription filters' })).getByLabelText('Plan')).toHaveValue('')
    await user.click(within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20' }))
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull()
  })

  it('says what every matching subscription was charged, in euro, across all pages, and follows the filters', async () => {
    const user = userEvent.setup()
    await openAsAdmin()
    await screen.findByText(range(1, 20, store.subscriptions.length), {}, FIRST)
    const charged = () => screen.getByText('Charged for these subscriptions', { selector: 'dt' }).nextElementSibling?.textContent
    const euro = (subs: typeof store.subscriptions) => formatEuro(subs.reduce((total, sub) => total + sub.amount_charged, 0) / 100)
    expect(charged()).toBe(euro(store.subscriptions))
    expect(screen.getByText(`${store.subscriptions.length} subscriptions, in EUR: subscriptions are priced in euro and counted apart from payments`)).toBeInTheDocument()
    await applyFilter(user, 'Plan', 'Starter')
    const starter = store.subscriptions.filter((sub) => sub.plan === 'starter')
    await waitFor(() => expect(charged()).toBe(euro(starter)))
  })

  it('pages with the page in the URL', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsAdmin()
    const total = store.subscriptions.length
    expect(total).toBeGreaterThan(20)
    await screen.findByText(range(1, 20, total), {}, FIRST)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText(range(21, Math.min(20, total - 20), total))).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(queries.at(-1)).toEqual({ page: '2', page_size: '20' })
  })

  it('says "No subscriptions yet" when there are none', async () => {
    store.subscriptions = []
    await openAsAdmin()
    expect(await screen.findByText('No subscriptions yet', {}, FIRST)).toBeInTheDocument()
    expect(screen.getByText('Subscriptions will appear here when clients choose a plan.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('says when the filters match nothing, and clears them', async () => {
    const user = userEvent.setup()
    const { router } = await openAsAdmin('/subscription-admin?state=active&plan=nosuchplan')
    expect(await screen.findByText('No subscriptions match these filters', {}, FIRST)).toBeInTheDocument()
    // A plan named only by a shared URL still shows as chosen.
    expect(within(await filterForm(user)).getByLabelText('Plan')).toHaveValue('nosuchplan')
    expect(screen.getByRole('button', { name: 'Remove filter Plan: nosuchplan' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText(range(1, 20, store.subscriptions.length))).toBeInTheDocument()
    expect(within(await filterForm(user)).getByLabelText('Plan')).toHaveValue('')
  })

  it('shows "Failed to fetch subscriptions" with Try Again', async () => {
    const user = userEvent.setup()
    server.use(http.get(`${apiBase}${LIST}`, () => HttpResponse.json({ message: 'Down' }, { status: 500 }), { once: true }))
    await openAsAdmin()
    expect(await screen.findByText('Failed to fetch subscriptions', {}, FIRST)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText(range(1, 20, store.subscriptions.length))).toBeInTheDocument()
  })
})

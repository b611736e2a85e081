import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()

async function storeSession(email: string) {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

/** The overview calls the app sends, with their `days`, and the sandbox's answers. */
function recordOverviewCalls() {
  const calls: { path: string; days: string | null }[] = []
  const answers: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.includes('/dashboard/')) calls.push({ path: url.pathname.replace(/^.*\/dashboard\//, ''), days: url.searchParams.get('days') })
  })
  server.events.on('response:mocked', async ({ request, response }) => {
    if (new URL(request.url).pathname.includes('/dashboard/') && response.ok) answers.push(await response.clone().json())
  })
  return { calls, answers }
}

afterEach(() => {
  server.events.removeAllListeners()
})

/** The page header's subtitle: the period. */
const subtitle = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
/** A figure given per currency (the seeds have both): one list item each. */
const perCurrency = (label: string) => within(screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)
const byCurrency = (totals: S['CurrencyTotals'][], field: 'volume' | 'fees' | 'net') => totals.map((entry) => formatMoney(entry[field], entry.currency))

describe('client overview (/dashboard) against the sandbox', () => {
  it('shows skeletons, then the sandbox figures of the last 30 days (days=30 sent)', async () => {
    const { calls, answers } = recordOverviewCalls()
    await storeSession('merchant@paygrid.test')
    renderRoute('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
    expect(subtitle()).toBe('Last 30 days')
    const busy = await screen.findByRole('table', { name: 'Latest transactions' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    await screen.findByText('Balance', { selector: 'dt' })
    expect(calls).toEqual([{ path: 'client-overview', days: '30' }])
    const data = (answers[0] as S['ClientOverviewEnvelope']).data
    expect(figure('Balance')).toBe(formatMoney(data.balance, data.currency))
    expect(data.period_by_currency.map((entry) => entry.currency)).toEqual(['USD', 'EUR'])
    expect(perCurrency('Volume')).toEqual(byCurrency(data.period_by_currency, 'volume'))
    expect(perCurrency('Fees')).toEqual(byCurrency(data.period_by_currency, 'fees'))
    expect(perCurrency('Net')).toEqual(byCurrency(data.period_by_currency, 'net'))
    const rate = data.period_by_currency[1]!.settled.exchange_rate!
    expect(screen.getByText(`Settled in USD: ${formatMoney(data.period_net, 'USD')}; EUR converted at 1 EUR = ${rate.rate} USD on average (${rate.lowest} to ${rate.highest})`)).toBeInTheDocument()
    expect(figure('Transactions')).toBe(String(data.period_transactions))
    const counts = screen.getByRole('list', { name: 'Transactions by status, last 30 days' })
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Completed${data.period_transactions_by_status.COMPLETED}`,
      `Pending${data.period_transactions_by_status.PENDING}`,
      `Failed${data.period_transactions_by_status.FAILED}`,
      `Cancelled${data.period_transactions_by_status.CANCELED}`,
    ])
    const rows = within(screen.getByRole('table', { name: 'Latest transactions' })).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(within(rows[0]!).getByText(formatMoney(data.recent_transactions[0]!.amount, data.recent_transactions[0]!.currency))).toBeInTheDocument()
    // merchant@ has an active subscription, an approved integration and active links: nothing to do.
    expect(screen.queryByRole('heading', { name: 'Next steps' })).not.toBeInTheDocument()
  })

  it('sends the period of the URL as `days`, and the picker changes it', async () => {
    const { calls } = recordOverviewCalls()
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/dashboard?days=7')
    await screen.findByText('Balance', { selector: 'dt' })
    expect(subtitle()).toBe('Last 7 days')
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: '90 days' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 90 }))
    expect(await screen.findByRole('heading', { name: 'Daily volume in USD, last 90 days' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '30 days' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(calls.map((call) => call.days)).toEqual(['7', '90', '30'])
  })

  it('drops a period it does not offer and asks for the default one', async () => {
    const { calls } = recordOverviewCalls()
    await storeSession('merchant@paygrid.test')
    renderRoute('/dashboard?days=3650')
    await screen.findByText('Balance', { selector: 'dt' })
    expect(subtitle()).toBe('Last 30 days')
    expect(calls).toEqual([{ path: 'client-overview', days: '30' }])
  })

  it('a failed read (after the cache retries) says so with Try Again, which loads it again', async () => {
    const { calls } = recordOverviewCalls()
    let failing = true
    server.use(http.get(`${apiBase}/dashboard/client-overview`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)))
    await storeSession('merchant@paygrid.test')
    const user = userEvent.setup()
    renderRoute('/dashboard')
    // SPEC §9: 3 retries (1 s, 2 s, 4 s) before the error shows.
    expect(await screen.findByText('Failed to load the overview', {}, { timeout: 12_000 })).toBeInTheDocument()
    expect(calls).toHaveLength(4)
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Balance', { selector: 'dt' })).toBeInTheDocument()
    expect(screen.queryByText('Failed to load the overview')).not.toBeInTheDocument()
  }, 20_000)

  it('lapsed@ is told what needs them: subscription, the integration under review, a first payment link', async () => {
    await storeSession('lapsed@paygrid.test')
    renderRoute('/dashboard')
    const section = (await screen.findByRole('heading', { name: 'Next steps' })).closest('section')!
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Your subscription is not active',
      'Your website is under review',
      'No active payment links',
    ])
    expect(within(section).getByText('Pending')).toBeInTheDocument()
  })

  it('nolinks@ (excluded from payment links) is never sent to them', async () => {
    await storeSession('nolinks@paygrid.test')
    renderRoute('/dashboard')
    const section = (await screen.findByRole('heading', { name: 'Next steps' })).closest('section')!
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/integration'])
  })
})

describe('admin overview (/dashboard) against the sandbox', () => {
  it('admin@ gets the admin view from the admin call: totals, links to the screens, the two-series chart', async () => {
    const { calls, answers } = recordOverviewCalls()
    await storeSession('admin@paygrid.test')
    renderRoute('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
    await screen.findByText('Wallet balances', { selector: 'dt' })
    expect(calls).toEqual([{ path: 'admin-overview', days: '30' }])
    const data = (answers[0] as S['AdminOverviewEnvelope']).data
    expect(perCurrency('Volume')).toEqual(byCurrency(data.period_by_currency, 'volume'))
    expect(perCurrency('Fees')).toEqual(byCurrency(data.period_by_currency, 'fees'))
    expect(figure('Wallets')).toBe(String(data.total_wallets))
    expect(figure('Wallet balances')).toBe(formatMoney(data.total_wallet_balance, 'USD'))
    expect(figure('Pending integrations')).toBe(String(data.pending_integrations))
    expect(figure('Active subscriptions')).toBe(String(data.subscriptions_by_state.active))
    const attention = screen.getByRole('heading', { name: 'Needs attention' }).closest('section')!
    expect(within(attention).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/integration-validation', '/wallets-admin', '/transactions-admin', '/subscription-admin', '/calculator'])
    expect(within(attention).getByText(`${data.pending_integrations} integrations pending review`)).toBeInTheDocument()
    const chart = await screen.findByRole('table', { name: 'Daily volume and fees in USD, last 30 days' })
    expect(within(chart).getAllByRole('row')).toHaveLength(31)
  })

  it('a failed admin read says so with Try Again', async () => {
    let failing = true
    server.use(http.get(`${apiBase}/dashboard/admin-overview`, () => (failing ? HttpResponse.json({ message: 'Overview unavailable' }, { status: 503 }) : undefined)))
    await storeSession('admin@paygrid.test')
    const user = userEvent.setup()
    renderRoute('/dashboard')
    expect(await screen.findByText('Overview unavailable', {}, { timeout: 12_000 })).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Wallet balances', { selector: 'dt' })).toBeInTheDocument()
  }, 20_000)

  it('staff@ never sees an overview: /dashboard sends them to /funds-transfer', async () => {
    const { calls } = recordOverviewCalls()
    await storeSession('staff@paygrid.test')
    const { router } = renderRoute('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds-transfer'))
    expect(calls).toEqual([])
  })
})

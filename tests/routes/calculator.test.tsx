import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import type { components } from '../../src/api/schema'
import { formatMoney } from '../../src/domain/money'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { ORIGINAL_TIME_ZONE, setTimeZone } from '../support/timeZone'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()
const CALCULATE_PATH = '/transaction/admin/calculate-transactions/'

afterEach(() => setTimeZone(ORIGINAL_TIME_ZONE))

async function signInAdmin() {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@paygrid.test', password: 'Sandbox-pass-1' }) })
  const pair = (await response.json()) as { access: string; refresh: string }
  tokens.save(pair)
  return pair.access
}

/** The sandbox's own answer, asked directly. */
async function sandboxCalculation(access: string, query = ''): Promise<components['schemas']['Calculation']> {
  const response = await fetch(`${apiBase}${CALCULATE_PATH}${query}`, { headers: { Authorization: `Bearer ${access}` } })
  return ((await response.json()) as components['schemas']['CalculatorResponse']).calculation
}

function recordCalculations() {
  const urls: URL[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(CALCULATE_PATH)) urls.push(new URL(request.url))
  })
  return urls
}

/** The first look at the page waits for the lazily loaded route (slow on a busy machine). */
const PAGE_LOAD = { timeout: 10_000 }

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('/calculator against the sandbox', () => {
  it('is ready to calculate, then shows the all-time figures the sandbox computes (no bounds sent)', async () => {
    const user = userEvent.setup()
    const access = await signInAdmin()
    const expected = await sandboxCalculation(access)
    const calls = recordCalculations()
    renderRoute('/calculator')
    expect(await screen.findByText('Ready to Calculate', {}, PAGE_LOAD)).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText('Total Transactions')).toBeInTheDocument()
    expect(calls.map((url) => [...url.searchParams.keys()])).toEqual([[]])
    expect(expected.transaction_count).toBeGreaterThan(0)
    expect(figure('Total Transactions')).toBe(String(expected.transaction_count))
    expect(figure("Merchants' Net")).toBe(formatMoney(expected.amounts.total_amount, 'USD'))
    expect(figure('Total Fees')).toBe(formatMoney(expected.amounts.total_paygrid_fees, 'USD'))
    expect(figure('Gross Volume')).toBe(formatMoney(expected.amounts.total_gross_amount, 'USD'))
    expect(figure('Average fees')).toBe(formatMoney(expected.averages.average_paygrid_fees, 'USD'))
    // The per-transaction sum only where it differs from the gross volume (issue 35 §11: one figure once).
    if (Number(expected.amounts.total_from_amount) === Number(expected.amounts.total_gross_amount)) expect(screen.queryByText('Total from amount')).not.toBeInTheDocument()
    else expect(figure('Total from amount')).toBe(formatMoney(expected.amounts.total_from_amount, 'USD'))
    expect(figure('Fee percentage')).toBe(`${expected.breakdown.fees_percentage.toFixed(2)}%`)
    expect(figure('Requested range')).toBe('All time')
    expect(screen.getByRole('progressbar', { name: 'Fees' })).toHaveAttribute('aria-valuenow', String(expected.breakdown.fees_percentage))
    // The same payments per charged currency (the seeds have both), each with what it settled to and its rates.
    const rows = within(screen.getByRole('table', { name: 'Totals by currency' })).getAllByRole('row').slice(1)
    expect(expected.by_currency.map((entry) => entry.currency)).toEqual(['USD', 'EUR'])
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(
      expected.by_currency.map((entry) => [
        entry.currency,
        String(entry.transactions),
        formatMoney(entry.volume, entry.currency),
        formatMoney(entry.fees, entry.currency),
        formatMoney(entry.net, entry.currency),
        formatMoney(entry.settled.net, 'USD'),
        entry.settled.exchange_rate ? `1 EUR = ${entry.settled.exchange_rate.rate} USD on average (${entry.settled.exchange_rate.lowest} to ${entry.settled.exchange_rate.highest})` : 'No conversion',
      ]),
    )
  })

  it('sends the dates typed as ISO timestamps read in the browser time zone', async () => {
    setTimeZone('America/New_York')
    const user = userEvent.setup()
    await signInAdmin()
    const calls = recordCalculations()
    renderRoute('/calculator')
    fireEvent.change(await screen.findByLabelText('From Date', {}, PAGE_LOAD), { target: { value: '2025-01-01T00:00' } })
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2025-01-31T23:59' } })
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ from_date: '2025-01-01T05:00:00.000Z', to_date: '2025-02-01T04:59:59.999Z' })
    expect(await screen.findByText('Total Transactions')).toBeInTheDocument()
    // No completed transaction that long ago: no dates, zero figures.
    expect(figure('First transaction')).toBe('N/A')
    expect(figure('Last transaction')).toBe('N/A')
  })

  it('refuses a To Date before the From Date under the field and sends nothing', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const calls = recordCalculations()
    renderRoute('/calculator')
    fireEvent.change(await screen.findByLabelText('From Date', {}, PAGE_LOAD), { target: { value: '2025-02-01T00:00' } })
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2025-01-01T00:00' } })
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText('To Date must not be before From Date')).toBeInTheDocument()
    expect(screen.getByLabelText('To Date')).toHaveValue('2025-01-01T00:00')
    expect(screen.getByText('Ready to Calculate')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('shows skeletons while calculating and Clear cancels back to ready with empty dates', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    server.use(http.get(`${apiBase}${CALCULATE_PATH}`, async () => delay('infinite')))
    renderRoute('/calculator')
    fireEvent.change(await screen.findByLabelText('From Date', {}, PAGE_LOAD), { target: { value: '2025-02-01T00:00' } })
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByLabelText('Calculating')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: /Calculating/ })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('Ready to Calculate')).toBeInTheDocument()
    expect(screen.getByLabelText('From Date')).toHaveValue('')
  })

  it('a failure says "Failed to load calculator" with the server message, toasts once, and Try Again calculates again', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    server.use(http.get(`${apiBase}${CALCULATE_PATH}`, () => HttpResponse.json({ message: 'The ledger is closed.' }, { status: 500 }), { once: true }))
    renderRoute('/calculator')
    await user.click(await screen.findByRole('button', { name: 'Calculate' }, PAGE_LOAD))
    expect(await screen.findByText('Failed to load calculator')).toBeInTheDocument()
    expect(screen.getByText('The ledger is closed.')).toBeInTheDocument()
    expect(await screen.findAllByText('Failed to fetch calculation data')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Total Transactions')).toBeInTheDocument()
  })

  it('calculating the same range again and failing keeps the figures under the dated notice; Retry calculates again', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const calls = recordCalculations()
    renderRoute('/calculator')
    await user.click(await screen.findByRole('button', { name: 'Calculate' }, PAGE_LOAD))
    await screen.findByText('Total Transactions')
    const count = figure('Total Transactions')
    server.use(http.get(`${apiBase}${CALCULATE_PATH}`, () => HttpResponse.json({ message: 'The ledger is closed.' }, { status: 500 }), { once: true }))
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    const notice = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /^Couldn't refresh — showing data from .+·Retry$/.test(element.textContent ?? ''),
    )
    expect(figure('Total Transactions')).toBe(count)
    expect(screen.queryByText('Failed to load calculator')).toBeNull()
    await user.click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText(/^Couldn't refresh/)).toBeNull())
    expect(figure('Total Transactions')).toBe(count)
    expect(calls).toHaveLength(3)
  })

  it('a failure without a message (or no answer at all) says the fallback', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    server.use(http.get(`${apiBase}${CALCULATE_PATH}`, () => HttpResponse.error()))
    renderRoute('/calculator')
    await user.click(await screen.findByRole('button', { name: 'Calculate' }, PAGE_LOAD))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load calculator')).toBeInTheDocument()
    expect(within(alert).getByText('An error occurred while loading the calculator')).toBeInTheDocument()
  })

  it('is refused to a client: the guard sends them to /dashboard', async () => {
    const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })
    tokens.save((await response.json()) as { access: string; refresh: string })
    const { router } = renderRoute('/calculator')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})

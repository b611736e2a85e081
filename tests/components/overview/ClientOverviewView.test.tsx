import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ClientOverviewView } from '../../../src/components/overview/ClientOverviewView'
import { nextSteps } from '../../../src/domain/overviewNextSteps'
import { clientOverviewFixture } from './overviewFixtures'
import { renderWithRouter } from './renderWithRouter'

/** A figure card's label (dt) and value (dd) read as "label: value". */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent
}

/** A figure given per currency: one list item each. */
function perCurrency(label: string) {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement
  return within(value).getAllByRole('listitem').map((item) => item.textContent)
}

describe('ClientOverviewView', () => {
  it('shows the balance in the wallet currency with the rates it converted at, and the volume, fees and net of the period per currency, never added', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    await screen.findByRole('heading', { name: 'Latest transactions' })
    expect(figure('Balance')).toBe('$1,250.00')
    expect(screen.getByText('Pending: $150.00')).toBeInTheDocument()
    expect(screen.getByText('Combined: $1,400.00')).toBeInTheDocument()
    expect(screen.getByText('EUR converted at 1 EUR = 1.0852 USD on average (1.0830 to 1.0870)')).toBeInTheDocument()
    expect(perCurrency('Volume')).toEqual(['$600.00', '€1,600.00'])
    expect(perCurrency('Fees')).toEqual(['$15.00', '€40.00'])
    expect(perCurrency('Net')).toEqual(['$585.00', '€1,560.00'])
    expect(screen.getByText('Settled in USD: $2,277.60; EUR converted at 1 EUR = 1.0850 USD on average (1.0830 to 1.0870)')).toBeInTheDocument()
    expect(figure('Transactions')).toBe('11')
    expect(screen.getByText('Last 7 days. All time: 60 transactions, $4,000.00 and €5,000.00 net')).toBeInTheDocument()
    expect(screen.queryByText(/face value/)).toBeNull()
  })

  it('shows zero in the wallet currency, and no rate, for a period without completed payments', async () => {
    renderWithRouter(<ClientOverviewView overview={{ ...clientOverviewFixture, period_by_currency: [], period_volume: '0.00', period_fees: '0.00', period_net: '0.00' }} steps={[]} />)
    await screen.findByRole('heading', { name: 'Latest transactions' })
    expect(figure('Volume')).toBe('$0.00')
    expect(figure('Net')).toBe('$0.00')
    expect(screen.getByText('Settled in USD: $0.00')).toBeInTheDocument()
    expect(await screen.findByText('As settled in USD.')).toBeInTheDocument()
  })

  it('says there is nothing to chart yet instead of drawing empty axes, for a period whose days are all zero', async () => {
    const quiet = clientOverviewFixture.daily_volume.map((point) => ({ ...point, volume: '0.00' }))
    renderWithRouter(<ClientOverviewView overview={{ ...clientOverviewFixture, daily_volume: quiet }} steps={[]} />)
    expect(await screen.findByText('No completed payments in this period yet')).toBeInTheDocument()
    expect(screen.getByText('The chart fills in day by day as payments complete.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: /^Daily volume/ })).toBeNull()
  })

  it('keeps the figures table for screen readers inside a clipped box, so it adds no length to the page', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    const data = await screen.findByRole('table', { name: 'Daily volume in USD, last 7 days' })
    expect(data.parentElement).toHaveStyle({ position: 'absolute', overflow: 'hidden', width: '1px', height: '1px' })
    expect(within(data).getAllByRole('rowheader')[0]!.textContent).toBe(new Date(`${clientOverviewFixture.daily_volume[0]!.date}T00:00:00`).toLocaleDateString())
  })

  it('counts the period by status, in words', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    const counts = await screen.findByRole('list', { name: 'Transactions by status, last 7 days' })
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Completed6', 'Pending2', 'Failed2', 'Cancelled1'])
  })

  it('lists the 5 latest transactions with their status, relative time and amount, and links to all of them', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    const table = await screen.findByRole('table', { name: 'Latest transactions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Completed', 'Pending', 'Failed', 'Cancelled', 'Cancelled'])
    expect(within(rows[0]!).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('$98.50')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('customer100058@example.com')).toBeInTheDocument()
    expect(within(rows[0]!).getByText(/ago$/).closest('time')).toHaveAttribute('dateTime', '2026-06-07T10:00:00Z')
    expect(screen.getByRole('link', { name: 'View all transactions' })).toHaveAttribute('href', '/transactions')
  })

  it('draws the daily volume of the period as settled in USD, naming the rates, with the same figures in a table for screen readers', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    expect(await screen.findByRole('heading', { name: 'Daily volume in USD, last 7 days' })).toBeInTheDocument()
    expect(screen.getByText('As settled in USD: EUR converted at 1 EUR = 1.0850 USD on average (1.0830 to 1.0870).')).toBeInTheDocument()
    const data = await screen.findByRole('table', { name: 'Daily volume in USD, last 7 days' })
    const rows = within(data).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(7)
    expect(within(rows[5]!).getByText('$1,000.00')).toBeInTheDocument()
  })

  it('shows no next steps when all is well', async () => {
    renderWithRouter(<ClientOverviewView overview={clientOverviewFixture} steps={[]} />)
    await screen.findByRole('heading', { name: 'Latest transactions' })
    expect(screen.queryByRole('heading', { name: 'Next steps' })).not.toBeInTheDocument()
  })

  it('shows the next steps first when something needs the merchant', async () => {
    const overview = { ...clientOverviewFixture, subscription_active: false, integration_status: 'none' as const, active_payment_links: 0 }
    renderWithRouter(<ClientOverviewView overview={overview} steps={nextSteps(overview, { canCreatePaymentLinks: true })} />)
    const section = (await screen.findByRole('heading', { name: 'Next steps' })).closest('section')!
    expect(within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Choose a plan', '/subscription'],
      ['Integrate your website', '/integration'],
      ['Create your first payment link', '/payment-links'],
    ])
  })

  it('has the shape of its cards and table while loading, and no figures', async () => {
    renderWithRouter(<ClientOverviewView overview={undefined} steps={[]} />)
    const table = await screen.findByRole('table', { name: 'Latest transactions' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6)
    expect(screen.queryByText('Balance')).not.toBeInTheDocument()
  })
})

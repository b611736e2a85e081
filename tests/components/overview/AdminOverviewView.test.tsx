import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { AdminOverviewView } from '../../../src/components/overview/AdminOverviewView'
import { adminOverviewFixture } from './overviewFixtures'
import { renderWithRouter } from './renderWithRouter'

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
const perCurrency = (label: string) => within(screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)

describe('AdminOverviewView', () => {
  it('shows the totals: volume and fees of the period per currency, wallets and balances, pending integrations, subscriptions by state', async () => {
    renderWithRouter(<AdminOverviewView overview={adminOverviewFixture} />)
    await screen.findByRole('heading', { name: 'Needs attention' })
    expect(perCurrency('Volume')).toEqual(['$1,200.00', '€2,080.00'])
    expect(screen.getByText('All time: $20,000.00 and €23,600.00')).toBeInTheDocument()
    expect(perCurrency('Fees')).toEqual(['$36.00', '€62.40'])
    expect(screen.getByText('Settled in USD: $103.70; EUR converted at 1 EUR = 1.0850 USD')).toBeInTheDocument()
    expect(screen.getByText('All time: $600.00 and €708.00')).toBeInTheDocument()
    expect(screen.getByText('EUR converted at 1 EUR = 1.0862 USD on average (1.0830 to 1.0900)')).toBeInTheDocument()
    expect(screen.getByText('Charged for subscriptions: €12,345.60')).toBeInTheDocument()
    expect(screen.queryByText(/face value/)).toBeNull()
    expect(figure('Transactions')).toBe('15')
    expect(figure('Wallets')).toBe('47')
    expect(screen.getByText('30 with a balance')).toBeInTheDocument()
    expect(figure('Wallet balances')).toBe('$98,765.43')
    expect(screen.getByText('Pending: $4,321.00')).toBeInTheDocument()
    expect(screen.getByText('Combined: $103,086.43')).toBeInTheDocument()
    expect(figure('Pending integrations')).toBe('6')
    expect(screen.getByText('5 approved, 2 rejected')).toBeInTheDocument()
    expect(figure('Active subscriptions')).toBe('30')
    expect(screen.getByText('6 not active')).toBeInTheDocument()
    expect(screen.getByText('11 clients without a plan')).toBeInTheDocument()
  })

  it('links to the screens that need attention', async () => {
    renderWithRouter(<AdminOverviewView overview={adminOverviewFixture} />)
    const section = (await screen.findByRole('heading', { name: 'Needs attention' })).closest('section')!
    expect(within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Integration Validation', '/integration-validation'],
      ['Wallets', '/wallets-admin'],
      ['Transactions', '/transactions-admin'],
      ['Subscriptions', '/subscription-admin'],
      ['Calculator', '/calculator'],
    ])
    // Integrations, transactions and subscriptions wait for someone; wallets holding balances do not (issue 35 §11).
    expect(within(section).getAllByText('To review')).toHaveLength(3)
    expect(within(section).getByRole('link', { name: 'Wallets' }).closest('li')).not.toHaveTextContent('To review')
  })

  it('charts daily volume and fees as two series', async () => {
    renderWithRouter(<AdminOverviewView overview={adminOverviewFixture} />)
    const data = await screen.findByRole('table', { name: 'Daily volume and fees in USD, last 7 days' })
    expect(screen.getByText('As settled in USD: EUR converted at 1 EUR = 1.0850 USD.')).toBeInTheDocument()
    expect(within(data).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Volume', 'Fees'])
    const sixth = within(data).getAllByRole('row')[6]!
    expect(within(sixth).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$1,500.00', '$45.00'])
  })

  it('lists the latest transactions with their merchant, linking to all transactions', async () => {
    renderWithRouter(<AdminOverviewView overview={adminOverviewFixture} />)
    const table = await screen.findByRole('table', { name: 'Latest transactions' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Merchant', 'Customer', 'Amount', 'Status'])
    expect(screen.getByRole('link', { name: 'View all transactions' })).toHaveAttribute('href', '/transactions-admin')
  })
})

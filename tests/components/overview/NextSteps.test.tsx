import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { NextSteps } from '../../../src/components/overview/NextSteps'
import { nextSteps } from '../../../src/domain/overviewNextSteps'
import { renderWithRouter } from './renderWithRouter'

const allWell = { subscription_active: true, integration_status: 'approved' as const, active_payment_links: 2 }

async function cards(overview: Parameters<typeof nextSteps>[0], canCreatePaymentLinks = true) {
  renderWithRouter(<NextSteps steps={nextSteps(overview, { canCreatePaymentLinks })} />)
  const list = await screen.findByRole('list')
  return within(list).getAllByRole('listitem')
}

describe('NextSteps', () => {
  it('renders nothing when all is well', async () => {
    renderWithRouter(
      <>
        <p>page</p>
        <NextSteps steps={nextSteps(allWell, { canCreatePaymentLinks: true })} />
      </>,
    )
    await screen.findByText('page')
    expect(screen.queryByRole('heading', { name: 'Next steps' })).not.toBeInTheDocument()
  })

  it('no integration yet: "Integrate your website" to /integration', async () => {
    const [card] = await cards({ ...allWell, integration_status: 'none' })
    expect(within(card!).getByRole('heading', { name: 'No website integrated yet' })).toBeInTheDocument()
    expect(within(card!).getByRole('link', { name: 'Integrate your website' })).toHaveAttribute('href', '/integration')
  })

  it('integration pending: its state as a "Pending" badge', async () => {
    const [card] = await cards({ ...allWell, integration_status: 'pending' })
    expect(within(card!).getByRole('heading', { name: 'Your website is under review' })).toBeInTheDocument()
    expect(within(card!).getByText('Pending')).toBeInTheDocument()
    expect(within(card!).getByRole('link', { name: 'View your integration' })).toHaveAttribute('href', '/integration')
  })

  it('integration rejected: its state as a "Rejected" badge', async () => {
    const [card] = await cards({ ...allWell, integration_status: 'rejected' })
    expect(within(card!).getByText('Rejected')).toBeInTheDocument()
    expect(within(card!).getByRole('link', { name: 'Review your integration' })).toHaveAttribute('href', '/integration')
  })

  it('subscription not active: to /subscription', async () => {
    const [card] = await cards({ ...allWell, subscription_active: false })
    expect(within(card!).getByRole('heading', { name: 'Your subscription is not active' })).toBeInTheDocument()
    expect(within(card!).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscription')
  })

  it('no payment links: "Create your first payment link" to /payment-links', async () => {
    const [card] = await cards({ ...allWell, active_payment_links: 0 })
    expect(within(card!).getByRole('heading', { name: 'No active payment links' })).toBeInTheDocument()
    expect(within(card!).getByRole('link', { name: 'Create your first payment link' })).toHaveAttribute('href', '/payment-links')
  })

  it('the account excluded from payment links is never sent to them', async () => {
    const list = await cards({ ...allWell, integration_status: 'none', active_payment_links: 0 }, false)
    expect(list).toHaveLength(1)
    expect(screen.queryByRole('link', { name: 'Create your first payment link' })).not.toBeInTheDocument()
  })
})

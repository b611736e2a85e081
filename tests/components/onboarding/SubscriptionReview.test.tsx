import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubscriptionReview } from '../../../src/components/onboarding/SubscriptionReview'
import type { SubscriptionReview as Review } from '../../../src/domain/subscriptionReview'
import { renderWithProviders } from '../../support/render'

const review: Review = {
  plan: { id: 'pro', name: 'Pro', price: 79, description: '', is_popular: true, features: [] },
  yearly: true,
  price: 711,
  discount: { code: 'PRO50', percentage: 50, amount: 355.5 },
  total: 355.5,
  replaces: { plan: 'starter', plan_name: 'Starter', active: true, yearly: false, price: '29.00', started_at: '2026-01-01T00:00:00Z', expires_at: '2026-02-01T00:00:00Z' },
  order: { plan: 'pro', yearly: true, promo_code: 'PRO50' },
}

function renderReview() {
  const handlers = { onConfirm: vi.fn(), onBack: vi.fn() }
  renderWithProviders(<SubscriptionReview review={review} {...handlers} />)
  return handlers
}

describe('SubscriptionReview', () => {
  it('restates the order and what happens next; its confirm button names the total', async () => {
    const handlers = renderReview()
    const region = screen.getByRole('region', { name: 'Review your subscription' })
    expect(within(region).getByText('Nothing is charged until you confirm.')).toBeInTheDocument()
    const figures = within(region)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(figures).toEqual(['Plan: Pro', 'Billing period: Annual (12 months, 25% less than monthly)', 'Price: €711.00 / year', 'Promo code PRO50: −€355.50 (50% off)', 'Total due today: €355.50'])
    expect(within(region).getByText(/When you confirm, €355\.50 is charged and your Pro plan starts as soon as the payment goes through, for one year\. It replaces your current Starter plan\./)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to plans' }))
    expect(handlers.onBack).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay €355.50' }))
    expect(handlers.onConfirm).toHaveBeenCalledOnce()
  })

  it('the second click of a double click (meant for the Subscribe button that led here) confirms nothing; the keyboard does', () => {
    const handlers = renderReview()
    const confirm = screen.getByRole('button', { name: 'Confirm and pay €355.50' })
    fireEvent.click(confirm, { detail: 2 })
    expect(handlers.onConfirm).not.toHaveBeenCalled()
    fireEvent.click(confirm, { detail: 0 })
    expect(handlers.onConfirm).toHaveBeenCalledOnce()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { components } from '../../../src/api/schema'
import { PlanSelection, type PlanSelectionProps } from '../../../src/components/onboarding/PlanSelection'
import { renderWithProviders } from '../../support/render'

type Plan = components['schemas']['Plan']

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', price: '9.00', description: 'For a first shop', is_popular: false, features: [{ name: 'links', display_text: '10 payment links' }, { name: 'fees', display_text: '3% fees' }] },
  { id: 'pro', name: 'Pro', price: '29.00', description: 'For growing shops', is_popular: true, features: [{ name: 'links', display_text: 'Unlimited payment links' }, { name: 'fees', display_text: '2% fees' }] },
  { id: 'broken', name: 'Broken', price: 'abc', description: 'Misconfigured', is_popular: false, features: [] },
]
const pro50 = { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] }
const welcome20 = { code: 'WELCOME20', discount_percentage: 20, applicable_plans: ['starter', 'pro', 'broken'] }

function renderSelection(props: Partial<PlanSelectionProps> = {}) {
  const handlers = { onYearlyChange: vi.fn(), onSubscribe: vi.fn(), onGoToDashboard: vi.fn(), onLogout: vi.fn() }
  renderWithProviders(<PlanSelection plans={plans} yearly={false} promo={null} coupon={<div>coupon</div>} {...handlers} {...props} />)
  return handlers
}

const card = (name: string) => screen.getByRole('article', { name })
const price = (name: string) => within(card(name)).getByTestId(/-price$/).textContent

describe('PlanSelection (SPEC §2, §5)', () => {
  it('shows the title, the subtitle, the period toggle with "Save 25%" and the header actions', async () => {
    const handlers = renderSelection()
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument()
    expect(screen.getByText('Select the perfect plan for your business needs')).toBeInTheDocument()
    expect(screen.getByText('Save 25%')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }))
    expect(handlers.onYearlyChange).toHaveBeenCalledWith(true)
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(handlers.onGoToDashboard).toHaveBeenCalled()
    expect(handlers.onLogout).toHaveBeenCalled()
  })

  it('shows monthly prices in euro with 2 decimals, features without fees, and "Most Popular" on the popular plan', () => {
    renderSelection()
    expect(price('Pro')).toMatch(/29\.00/)
    expect(price('Starter')).toMatch(/9\.00/)
    expect(within(card('Pro')).getByText('Unlimited payment links')).toBeInTheDocument()
    expect(screen.queryByText(/fees/)).not.toBeInTheDocument()
    expect(within(card('Pro')).getByText('Most Popular')).toBeInTheDocument()
    expect(within(card('Starter')).queryByText('Most Popular')).not.toBeInTheDocument()
  })

  it('an invalid base price shows 0.00', () => {
    renderSelection()
    expect(price('Broken')).toMatch(/0\.00/)
  })

  it('annual prices are monthly × 12 × 0.75: 29.00 → 261.00', () => {
    renderSelection({ yearly: true })
    expect(price('Pro')).toMatch(/261\.00/)
    expect(within(card('Pro')).getByText('/ year')).toBeInTheDocument()
  })

  it('a 29.00 plan annual with WELCOME20 shows 208.80, the base struck through and a discount badge', () => {
    renderSelection({ yearly: true, promo: welcome20 })
    expect(price('Pro')).toMatch(/208\.80/)
    expect(within(card('Pro')).getByText(/261\.00/)).toBeInTheDocument()
    expect(within(card('Pro')).getByText('20% off')).toBeInTheDocument()
  })

  it('PRO50 puts the discount badge on its plan only', () => {
    renderSelection({ promo: pro50 })
    expect(within(card('Pro')).getByText('50% off')).toBeInTheDocument()
    expect(price('Pro')).toMatch(/14\.50/)
    expect(within(card('Starter')).queryByText(/% off/)).not.toBeInTheDocument()
    expect(price('Starter')).toMatch(/9\.00/)
  })

  it('Subscribe passes the plan id; the current plan says "Current plan" and offers nothing to buy on its period', async () => {
    const handlers = renderSelection({ current: { plan: 'starter', yearly: false } })
    expect(within(card('Starter')).getByText('Current plan')).toBeInTheDocument()
    expect(within(card('Pro')).queryByText('Current plan')).not.toBeInTheDocument()
    expect(within(card('Starter')).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    expect(within(card('Starter')).getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Subscribe' }))
    expect(handlers.onSubscribe).toHaveBeenCalledWith('pro')
  })

  it('on the other billing period the current plan offers the switch of billing, not a second Subscribe', async () => {
    const handlers = renderSelection({ current: { plan: 'starter', yearly: false }, yearly: true })
    expect(within(card('Starter')).getByText('Current plan')).toBeInTheDocument()
    expect(within(card('Starter')).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Switch to annual billing' }))
    expect(handlers.onSubscribe).toHaveBeenCalledWith('starter')
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CouponBox, type CouponBoxProps } from '../../../src/components/onboarding/CouponBox'
import { renderWithProviders } from '../../support/render'

function renderBox(props: Partial<CouponBoxProps> = {}) {
  const handlers = { onChange: vi.fn(), onApply: vi.fn(), onRemove: vi.fn() }
  renderWithProviders(<CouponBox code="" error={null} applied={null} pending={false} {...handlers} {...props} />)
  return handlers
}

describe('CouponBox (SPEC §5)', () => {
  it('disables Apply while blank', () => {
    renderBox({ code: '  ' })
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
  })

  it('disables Apply while pending', () => {
    renderBox({ code: 'WELCOME20', pending: true })
    expect(screen.getByRole('button', { name: /Applying/ })).toBeDisabled()
  })

  it('Enter applies, even blank (the machine answers "Please enter a coupon code")', async () => {
    const handlers = renderBox()
    await userEvent.type(screen.getByLabelText('Coupon code'), '{Enter}')
    expect(handlers.onApply).toHaveBeenCalledTimes(1)
  })

  it('passes what is typed on and shows the error', async () => {
    const handlers = renderBox({ code: 'WELCOME20', error: 'Please enter a coupon code' })
    await userEvent.type(screen.getByLabelText('Coupon code'), 'x')
    expect(handlers.onChange).toHaveBeenCalledWith('WELCOME20x')
    expect(screen.getByText('Please enter a coupon code')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(handlers.onApply).toHaveBeenCalled()
  })

  it('shows an applied code with Remove', async () => {
    const handlers = renderBox({ applied: { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] } })
    expect(screen.getByText('PRO50')).toBeInTheDocument()
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(handlers.onRemove).toHaveBeenCalled()
  })
})

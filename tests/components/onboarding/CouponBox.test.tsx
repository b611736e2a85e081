import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CouponBox, type CouponBoxProps } from '../../../src/components/onboarding/CouponBox'
import { renderWithProviders } from '../../support/render'

function renderBox(props: Partial<CouponBoxProps> = {}) {
  const handlers = { onApply: vi.fn(), onRemove: vi.fn() }
  const view = renderWithProviders(<CouponBox code="" error={null} applied={null} pending={false} {...handlers} {...props} />)
  return { ...handlers, ...view }
}

const box = () => screen.getByLabelText('Coupon code')

describe('CouponBox (SPEC §5)', () => {
  it('disables Apply while blank', async () => {
    renderBox()
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await userEvent.type(box(), '  ')
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
  })

  it('disables Apply while pending', () => {
    renderBox({ code: 'WELCOME20', pending: true })
    expect(screen.getByRole('button', { name: /Applying/ })).toBeDisabled()
  })

  it('Enter on a blank box says "Please enter a coupon code" and sends nothing', async () => {
    const { onApply } = renderBox()
    await userEvent.type(box(), '{Enter}')
    await waitFor(() => expect(box()).toHaveAccessibleErrorMessage('Please enter a coupon code'))
    expect(onApply).not.toHaveBeenCalled()
  })

  it('applies the code upper case and trimmed, by Enter or by Apply, once each', async () => {
    const { onApply } = renderBox()
    await userEvent.type(box(), ' welcome20 ')
    expect(box()).toHaveValue(' WELCOME20 ')
    await userEvent.type(box(), '{Enter}')
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply).toHaveBeenLastCalledWith({ code: 'WELCOME20' })
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(2))
  })

  it("starts from the saved code and shows the server's answer under the box; Apply tries again", async () => {
    const { onApply } = renderBox({ code: 'NOPE', error: 'Invalid promo code' })
    expect(box()).toHaveValue('NOPE')
    await waitFor(() => expect(box()).toHaveAccessibleErrorMessage('Invalid promo code'))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ code: 'NOPE' }))
  })

  it('follows the code the flow holds (a saved code forgotten empties the box)', async () => {
    const { rerender } = renderBox({ code: 'OLD10', pending: true })
    expect(box()).toHaveValue('OLD10')
    rerender(<CouponBox code="" error={null} applied={null} pending={false} onApply={vi.fn()} onRemove={vi.fn()} />)
    await waitFor(() => expect(box()).toHaveValue(''))
  })

  it('shows an applied code with Remove', async () => {
    const { onRemove } = renderBox({ applied: { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] } })
    expect(screen.getByText('PRO50')).toBeInTheDocument()
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onRemove).toHaveBeenCalled()
  })
})

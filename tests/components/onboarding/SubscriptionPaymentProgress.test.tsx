import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubscriptionPaymentProgress } from '../../../src/components/onboarding/SubscriptionPaymentProgress'
import { renderWithProviders } from '../../support/render'

describe('SubscriptionPaymentProgress', () => {
  it('shows the task progress as a bar and a percentage', () => {
    renderWithProviders(<SubscriptionPaymentProgress view="processing" progress={40} error={null} onRetry={vi.fn()} onBack={vi.fn()} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByText('40%')).toBeInTheDocument()
  })

  it('shows the failure with Try Again', async () => {
    const onRetry = vi.fn()
    renderWithProviders(<SubscriptionPaymentProgress view="failed" progress={null} error="Failed to create subscription" onRetry={onRetry} onBack={vi.fn()} />)
    expect(screen.getByText('Failed to create subscription')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

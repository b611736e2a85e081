import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { PaymentStatusPanel } from '../../../src/components/checkout/PaymentStatusPanel'
import { renderWithProviders } from '../../support/render'

describe('PaymentStatusPanel (issue 12: status changes announced politely)', () => {
  it('is one polite, atomic live region that stays mounted while the status changes, so each change is read out whole', () => {
    const { rerender } = renderWithProviders(<PaymentStatusPanel status="waiting" transactionId="42" />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveAttribute('aria-atomic', 'true')
    expect(region).toHaveTextContent('Waiting for Payment')

    rerender(<PaymentStatusPanel status="completed" transactionId="42" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Payment Completed!Transaction ID: TX42')

    rerender(<PaymentStatusPanel status="failed" transactionId="42" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Payment FailedPlease try again or contact support')
  })
})

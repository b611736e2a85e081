import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { PaymentStatusPanel } from '../../../src/components/checkout/PaymentStatusPanel'
import { renderWithProviders } from '../../support/render'

describe('PaymentStatusPanel (issue 12: status changes announced politely)', () => {
  it('is one polite, atomic live region that stays mounted while the status changes, so each change is read out whole', () => {
    const { rerender } = renderWithProviders(<PaymentStatusPanel status="waiting" method="crypto" transactionId="42" />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveAttribute('aria-atomic', 'true')
    expect(region).toHaveTextContent('Waiting for PaymentIf you have paid the exact amount, your payment will be automatically confirmed')

    rerender(<PaymentStatusPanel status="completed" method="crypto" transactionId="42" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Payment Completed!Transaction ID: TX42')

    rerender(<PaymentStatusPanel status="failed" method="crypto" transactionId="42" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Payment FailedPlease try again or contact support')
  })

  it('says in words what a card payment waits for, and that a cancelled one charged nothing (issue 19: no raw statuses)', () => {
    const { rerender } = renderWithProviders(<PaymentStatusPanel status="waiting" method="card" transactionId="42" />)
    expect(screen.getByRole('status')).toHaveTextContent('Payment ProcessingWe are waiting for the payment provider to confirm your payment. This page updates by itself.')
    rerender(<PaymentStatusPanel status="failed" cancelled method="card" transactionId="42" />)
    expect(screen.getByRole('status')).toHaveTextContent('Payment CancelledThe payment was cancelled and nothing was charged.')
    expect(screen.getByRole('status')).not.toHaveTextContent(/PENDING|CANCELED|FAILED|COMPLETED/)
  })
})

import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CryptoPaymentPanel } from '../../../src/components/checkout/CryptoPaymentPanel'
import { renderWithProviders } from '../../support/render'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const panel = (status: 'waiting' | 'completed' | 'failed') => <CryptoPaymentPanel amount={120} address={address} qrcodeUrl={null} transactionId="42" status={status} onCopy={() => {}} />

describe('CryptoPaymentPanel (SPEC §2; issue 24: a payment whose status answered gives no payment instructions)', () => {
  it('while waiting: the amount to send, the address with its copy button, the status and how to pay', () => {
    renderWithProviders(panel('waiting'))
    expect(screen.getByText('120.0000 USDC')).toBeInTheDocument()
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(address)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Payment')
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument()
    expect(screen.getByText(/^Send exactly 120\.0000 USDC on the Polygon network/)).toBeInTheDocument()
  })

  it.each([
    ['completed', 'Payment Completed!Transaction ID: TX42'],
    ['failed', 'Payment FailedPlease try again or contact support'],
  ] as const)('once %s: the status, and no instructions to pay', (status, said) => {
    renderWithProviders(panel(status))
    expect(screen.getByRole('status')).toHaveTextContent(said)
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull()
    expect(screen.queryByText(/Send exactly/)).toBeNull()
    expect(screen.queryByText(/Wait 1-2 minutes/)).toBeNull()
  })
})

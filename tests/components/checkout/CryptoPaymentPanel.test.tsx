import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CryptoPaymentPanel } from '../../../src/components/checkout/CryptoPaymentPanel'
import { renderWithProviders } from '../../support/render'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const panel = (status: 'waiting' | 'completed' | 'failed') => <CryptoPaymentPanel amount={120} address={address} qrcodeUrl={null} transactionId="42" status={status} onCopy={() => {}} />

describe('CryptoPaymentPanel (SPEC §2; issue 24: a finished payment gives no payment instructions)', () => {
  it('while waiting: the amount to send, the QR, the address with its copy button and how to pay', () => {
    renderWithProviders(panel('waiting'))
    expect(screen.getByText('Amount to send')).toBeInTheDocument()
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(address)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Payment')
  })

  it.each([
    ['completed', 'Payment Completed!Transaction ID: TX42'],
    ['failed', 'Payment FailedPlease try again or contact support'],
  ] as const)('once %s: the amount and the status, and nothing that invites a payment', (status, said) => {
    renderWithProviders(panel(status))
    expect(screen.getByRole('status')).toHaveTextContent(said)
    expect(screen.getByText('120.0000 USDC')).toBeInTheDocument()
    for (const invitation of ['Amount to send', 'How to pay', 'Wallet address (Polygon)', 'Copy address', 'Copy amount']) expect(screen.queryByText(invitation)).toBeNull()
    expect(screen.queryByTestId('wallet-address')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })
})

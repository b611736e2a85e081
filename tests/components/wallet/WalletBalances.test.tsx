import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WalletBalances } from '../../../src/components/wallet/WalletBalances'
import { renderInDashboard } from '../../support/render'

describe('WalletBalances', () => {
  it('shows balance, pending and combined in the wallet currency, and the rates of the payments it converted', () => {
    const rates = { from: 'EUR' as const, to: 'USD' as const, rate: '1.0854', lowest: '1.0834', highest: '1.0870', source: 'Sandbox reference rate', transactions: 16 }
    renderInDashboard(
      <WalletBalances
        wallet={{ wallet_id: 'wal_1', balance: '13119.81', pending_balance: '2781.55', combined_balance: '15901.36', currency: 'USD', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', exchange_rates: [rates] }}
      />,
    )
    const figure = (label: string) => screen.getByText(label).parentElement!.textContent
    expect(figure('Balance')).toBe('Balance$13,119.81Available to pay out')
    expect(figure('Pending')).toBe('Pending$2,781.55Payments not settled yet')
    expect(figure('Combined balance')).toBe('Combined balance$15,901.36Balance and pending together')
    expect(
      screen.getByText(
        'Your wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at 1 EUR = 1.0854 USD on average (1.0834 to 1.0870), Sandbox reference rate, over 16 payments.',
      ),
    ).toBeInTheDocument()
  })

  it('says only what it holds when no payment was converted', () => {
    renderInDashboard(
      <WalletBalances wallet={{ wallet_id: 'wal_1', balance: '10.00', pending_balance: '0.00', combined_balance: '10.00', currency: 'USD', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', exchange_rates: [] }} />,
    )
    expect(screen.getByText('Your wallet holds USD and pays out in USD.')).toBeInTheDocument()
    expect(screen.queryByText(/converted/)).toBeNull()
  })

  it('shows skeletons, not figures, while loading', () => {
    const { container } = renderInDashboard(<WalletBalances wallet={undefined} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByText(/\$/)).toBeNull()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WalletBalances } from '../../../src/components/wallet/WalletBalances'
import { renderInDashboard } from '../../support/render'

describe('WalletBalances', () => {
  it('shows balance, pending and combined in the wallet currency', () => {
    renderInDashboard(
      <WalletBalances
        wallet={{ wallet_id: 'wal_1', balance: '13119.81', pending_balance: '2781.55', combined_balance: '15901.36', currency: 'USD', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }}
      />,
    )
    const figure = (label: string) => screen.getByText(label).parentElement!.textContent
    expect(figure('Balance')).toBe('Balance$13,119.81Available to pay out')
    expect(figure('Pending')).toBe('Pending$2,781.55Payments not settled yet')
    expect(figure('Combined balance')).toBe('Combined balance$15,901.36Balance and pending together')
  })

  it('shows skeletons, not figures, while loading', () => {
    const { container } = renderInDashboard(<WalletBalances wallet={undefined} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByText(/\$/)).toBeNull()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from '../../../src/components/data/EmptyState'
import { TransfersTable } from '../../../src/components/transfers/TransfersTable'
import { WalletFinder } from '../../../src/components/transfers/WalletFinder'
import type { components } from '../../../src/api/schema'
import { readState } from '../../support/readState'
import { renderInDashboard } from '../../support/render'
import { ADDRESS, clientWallet, transfer } from '../../support/transferFixtures'

type ClientWallet = components['schemas']['AdminWallet']
type Matches = { results: ClientWallet[]; pagination: { total_items: number } }

const HOSTILE = '<img src=x onerror=alert(1)>'
const rows = [
  transfer({ id: 'tr_p', status: 'PENDING', amount: '1500.5', note: HOSTILE }),
  transfer({ id: 'tr_r', status: 'PROCESSING', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'Bank transfer' }),
  transfer({ id: 'tr_c', status: 'COMPLETED' }),
  transfer({ id: 'tr_f', status: 'FAILED' }),
  transfer({ id: 'tr_x', status: 'CANCELLED' }),
]

describe('TransfersTable', () => {
  it('shows each transfer with its status word, amount in dollars, destination and inert note', () => {
    renderInDashboard(<TransfersTable rows={rows} loading={false} empty={null} />)
    const table = screen.getByRole('table', { name: 'Transfers' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Amount', 'Status', 'Destination', 'Note', 'Created'])
    const [first] = within(table).getAllByRole('row').slice(1)
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$1,500.50', 'Pending', ADDRESS, HOSTILE, expect.stringMatching(/ago$/)])
    expect(document.querySelector('img')).toBeNull()
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Pending', 'Processing', 'Completed', 'Failed', 'Cancelled'])
    expect(within(table).getAllByRole('cell').filter((c) => c.textContent === '—')).toHaveLength(3)
  })

  it('offers Cancel on PENDING transfers and Update status on those that may still move', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const onUpdateStatus = vi.fn()
    renderInDashboard(<TransfersTable rows={rows} loading={false} empty={null} showOwner onCancel={onCancel} onUpdateStatus={onUpdateStatus} />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Client', 'Amount', 'Status', 'Destination', 'Note', 'Created', 'Actions'])
    expect(screen.getAllByText('Maya Merchant')).toHaveLength(5)
    expect(screen.getAllByRole('button', { name: /^Cancel transfer of/ })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: /^Update status of transfer of/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: `Cancel transfer of $1,500.50 to ${ADDRESS.slice(0, 10)}…${ADDRESS.slice(-6)}` }))
    expect(onCancel).toHaveBeenCalledWith(rows[0])
    await user.click(screen.getByRole('button', { name: 'Update status of transfer of $150.00 to IBAN DE89 …130 00' }))
    expect(onUpdateStatus).toHaveBeenCalledWith(rows[1])
  })

  it('shows the empty state instead of an empty table, skeleton rows while loading', () => {
    const { rerender } = renderInDashboard(<TransfersTable rows={[]} loading={false} empty={<EmptyState title="No transfers yet" hint="Payouts from your wallet will appear here." />} />)
    expect(screen.getByText('No transfers yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    rerender(<TransfersTable rows={undefined} loading empty={null} />)
    expect(screen.getByRole('table', { name: 'Transfers' })).toHaveAttribute('aria-busy', 'true')
  })
})

describe('WalletFinder', () => {
  const props = { search: '', onSearch: vi.fn(), matches: readState<Matches>(undefined), failedMessage: 'Failed to load wallets', onSelect: vi.fn() }
  const found = (results: ClientWallet[], total = results.length) => readState({ results, pagination: { total_items: total } })

  it('says what to search by before a search', () => {
    renderInDashboard(<WalletFinder {...props} />)
    expect(screen.getByRole('searchbox', { name: 'Find a client wallet' })).toHaveAttribute('placeholder', 'E-mail, name or wallet ID')
    expect(screen.getByText('Search for the client by e-mail, name or wallet ID, then select their wallet.')).toBeInTheDocument()
  })

  it('lists the matches with their balance and a shortened id; Select picks one', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const other = clientWallet({ wallet_id: 'wal_aaaaaaaaaaaaaaaaaaaaaaaa', balance: '0.00', user: { id: 'u2', first_name: 'Rosa', last_name: 'Chen', email: 'client02@paygrid.test', telegram: null } })
    renderInDashboard(<WalletFinder {...props} search="paygrid" matches={found([clientWallet(), other], 12)} onSelect={onSelect} />)
    expect(screen.getByText('Showing 2 of 12 matching wallets: refine the search to narrow them')).toBeInTheDocument()
    const rowsShown = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))
    expect(rowsShown).toEqual([
      ['Maya Merchantmerchant@paygrid.test', 'wal_1041881c...51ad', '$1,250.00'],
      ['Rosa Chenclient02@paygrid.test', 'wal_aaaaaaaa...aaaa', '$0.00'],
    ])
    await user.click(screen.getByRole('button', { name: 'Select the wallet of Rosa Chen (client02@paygrid.test)' }))
    expect(onSelect).toHaveBeenCalledWith(other)
  })

  it('says when nothing matches, and a failed search offers Try Again', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const { rerender } = renderInDashboard(<WalletFinder {...props} search="nobody" matches={found([])} />)
    expect(screen.getByText('No wallets found')).toBeInTheDocument()
    expect(screen.getByText('Try another e-mail, name or wallet ID')).toBeInTheDocument()
    rerender(<WalletFinder {...props} search="nobody" matches={readState<Matches>(undefined, { failure: new Error('Network down'), retry: onRetry })} />)
    expect(screen.getByText('Failed to load wallets')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalled()
  })
})

import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { components } from '../../../src/api/schema'
import { WalletFilters } from '../../../src/components/walletsAdmin/WalletFilters'
import { WalletStats } from '../../../src/components/walletsAdmin/WalletStats'
import { WalletDetailsDialog } from '../../../src/components/walletsAdmin/WalletDetailsDialog'
import { WalletTable } from '../../../src/components/walletsAdmin/WalletTable'
import { COPIED_INDICATOR_MS } from '../../../src/components/common/CopyButton'
import { renderInDashboard } from '../../support/render'

type Wallet = components['schemas']['AdminWallet']

const wallet = (overrides: Partial<Wallet> = {}, user: Partial<Wallet['user']> = {}): Wallet => ({
  wallet_id: 'wal_0123456789abcdef01234567',
  balance: '1250.50',
  pending_balance: '0.00',
  combined_balance: '1250.50',
  has_balance: true,
  has_pending: false,
  created_at: '2025-01-02T09:00:00Z',
  updated_at: '2025-01-05T10:30:00Z',
  currency: 'USD',
  ...overrides,
  user: { id: 'usr_ana', first_name: 'Ana', last_name: 'Lima', email: 'ana@example.test', telegram: null, ...user },
})

const value = (within_: HTMLElement, label: string) => within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('WalletStats', () => {
  it('shows the four summary cards in the currency every wallet holds, and names the rates of the payments they converted', () => {
    const rates = { from: 'EUR' as const, to: 'USD' as const, rate: '1.0852', lowest: '1.0830', highest: '1.0870', source: 'Sandbox reference rate', transactions: 41 }
    renderInDashboard(
      <WalletStats
        statistics={{ total_wallets: 47, wallets_with_balance: 30, total_balance: '12345.60', average_balance: '262.67', total_pending: '800.00', wallets_with_pending: 9, total_combined: '13145.60', currency: 'USD', exchange_rates: [rates] }}
      />,
    )
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(value(summary, 'Total Wallets')).toBe('47')
    expect(within(summary).getByText('30 with a balance')).toBeInTheDocument()
    expect(value(summary, 'Total Balance')).toBe('$12,345.60')
    expect(within(summary).getByText('Average $262.67')).toBeInTheDocument()
    expect(value(summary, 'Total Pending')).toBe('$800.00')
    expect(within(summary).getByText('9 with pending funds')).toBeInTheDocument()
    expect(value(summary, 'Combined Total')).toBe('$13,145.60')
    expect(within(summary).getByText('Balance + pending')).toBeInTheDocument()
    expect(
      within(summary).getByText(
        'Every wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at 1 EUR = 1.0852 USD on average (1.0830 to 1.0870), Sandbox reference rate, over 41 payments.',
      ),
    ).toBeInTheDocument()
  })

  it('shows skeletons until the statistics arrive', () => {
    renderInDashboard(<WalletStats statistics={undefined} />)
    expect(screen.getByRole('region', { name: 'Summary' }).querySelectorAll('[aria-hidden="true"]')).toHaveLength(4)
    expect(screen.queryByText('Total Wallets')).not.toBeInTheDocument()
  })
})

describe('WalletTable', () => {
  it('lays a wallet out: user name and ID, e-mail, telegram or "-", money right-aligned, badges, Details', async () => {
    const user = userEvent.setup()
    const onDetails = vi.fn()
    const rows = [
      wallet(),
      wallet(
        { wallet_id: 'wal_b', balance: '0.00', pending_balance: '5.00', combined_balance: '5.00', has_balance: false, has_pending: true },
        { id: 'usr_bo', email: 'bo@example.test', first_name: '<b>Bo</b>', telegram: 'bo_tg' },
      ),
    ]
    renderInDashboard(<WalletTable wallets={rows} loading={false} empty={null} onDetails={onDetails} sort={{ sorting: [], onSortingChange: () => {} }} />)
    const cells = [...document.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
    expect(cells[0]!.slice(0, 7)).toEqual(['Ana Limausr_ana', 'ana@example.test', '-', '$1,250.50', '$0.00', '$1,250.50', 'Has BalanceNo Pending'])
    expect(cells[1]!.slice(0, 7)).toEqual(['<b>Bo</b> Limausr_bo', 'bo@example.test', '@bo_tg', '$0.00', '$5.00', '$5.00', 'No BalanceHas Pending'])
    expect(getComputedStyle(document.querySelectorAll('tbody tr td')[3]!).textAlign).toBe('end')
    expect(document.querySelector('tbody b')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Details of bo@example.test' }))
    expect(onDetails).toHaveBeenCalledWith(rows[1])
  })
})

describe('WalletDetailsDialog', () => {
  it('shows the wallet, its user and balances; copies the full ID with a tick for 2 s', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderInDashboard(<WalletDetailsDialog wallet={wallet({ pending_balance: '10.00', combined_balance: '1260.50', has_pending: true })} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Details' })
    vi.useFakeTimers()
    try {
      expect(value(dialog, 'Wallet ID')).toBe('wal_01234567...4567')
      expect(value(dialog, 'Telegram')).toBe('Not provided')
      expect(value(dialog, 'Name')).toBe('Ana Lima')
      expect(value(dialog, 'User ID')).toBe('usr_ana')
      expect(value(dialog, 'Email')).toBe('ana@example.test')
      expect(value(dialog, 'Currency')).toBe('USD')
      expect(value(dialog, 'Current balance')).toBe('$1,250.50')
      expect(value(dialog, 'Pending balance')).toBe('$10.00')
      expect(value(dialog, 'Combined balance')).toBe('$1,260.50')
      expect(value(dialog, 'Status')).toBe('Has BalanceHas Pending')
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy wallet ID' })))
      expect(writeText).toHaveBeenCalledWith('wal_0123456789abcdef01234567')
      expect(within(dialog).getByRole('button', { name: 'Copy wallet ID: copied' })).toBeInTheDocument()
      await act(async () => vi.advanceTimersByTime(COPIED_INDICATOR_MS))
      expect(within(dialog).getByRole('button', { name: 'Copy wallet ID' })).toBeInTheDocument()
      expect(screen.getByText('Wallet ID copied to clipboard!')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a telegram username as @name', async () => {
    renderInDashboard(<WalletDetailsDialog wallet={wallet({}, { telegram: 'ana_tg' })} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Details' })
    expect(value(dialog, 'Telegram')).toBe('@ana_tg')
  })
})

describe('WalletFilters', () => {
  function renderFilters(filters = {}) {
    const handlers = { onApply: vi.fn(), onReset: vi.fn() }
    const view = renderInDashboard(<WalletFilters filters={filters} {...handlers} />)
    return { ...handlers, ...view, form: screen.getByRole('form', { name: 'Wallet filters' }) }
  }

  it('offers the six sort options with readable labels and both orders', () => {
    const { form } = renderFilters()
    expect([...within(form).getByLabelText<HTMLSelectElement>('Sort by').options].map((o) => [o.value, o.text])).toEqual([
      ['created_at', 'Date created'],
      ['updated_at', 'Last updated'],
      ['balance', 'Balance'],
      ['pending_balance', 'Pending balance'],
      ['user__email', 'Email'],
      ['user__first_name', 'First name'],
    ])
    expect([...within(form).getByLabelText<HTMLSelectElement>('Sort order').options].map((o) => o.text)).toEqual(['Descending', 'Ascending'])
    for (const label of ['Min balance', 'Max balance', 'Min pending', 'Max pending']) expect(within(form).getByRole('textbox', { name: label })).toHaveAttribute('inputmode', 'decimal')
  })

  it('applies only the fields filled in, and names each wrong field without losing what was typed', async () => {
    const user = userEvent.setup()
    const { form, onApply } = renderFilters()
    await user.type(within(form).getByLabelText('Min pending'), '20')
    await user.type(within(form).getByLabelText('Max pending'), '10.5')
    await user.type(within(form).getByLabelText('Min balance'), '0.123')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(onApply).not.toHaveBeenCalled()
    expect(within(form).getByText('Max pending must not be less than min pending')).toBeInTheDocument()
    expect(within(form).getByText('Use at most 2 decimal places')).toBeInTheDocument()
    expect(within(form).getByLabelText('Min balance')).toHaveValue('0.123')
    await user.clear(within(form).getByLabelText('Min balance'))
    expect(within(form).queryByText('Use at most 2 decimal places')).not.toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Max pending'))
    await user.type(within(form).getByLabelText('Max pending'), '30')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(onApply).toHaveBeenCalledWith({ min_pending: 20, max_pending: 30 })
  })

  it('Reset empties the fields and asks for no filters', async () => {
    const user = userEvent.setup()
    const { form, onReset } = renderFilters({ min_balance: 5, sort_by: 'balance' })
    expect(within(form).getByLabelText('Min balance')).toHaveValue('5')
    expect(within(form).getByLabelText('Sort by')).toHaveValue('balance')
    await user.click(within(form).getByRole('button', { name: 'Reset' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(within(form).getByLabelText('Min balance')).toHaveValue('')
    expect(within(form).getByLabelText('Sort by')).toHaveValue('created_at')
  })

  it('shows the filters in force when they change from outside', () => {
    const { form, rerender } = renderFilters({ max_balance: 10 })
    rerender(<WalletFilters filters={{ max_balance: 99.5, sort_order: 'asc' }} onApply={() => {}} onReset={() => {}} />)
    expect(within(form).getByLabelText('Max balance')).toHaveValue('99.5')
    expect(within(form).getByLabelText('Sort order')).toHaveValue('asc')
  })
})

describe('WalletTable sorted by the API', () => {
  it('sorts through the API: the columns it sorts by are buttons, the sort in force has aria-sort, a click asks for the next order (rows as given)', async () => {
    const user = userEvent.setup()
    const onSortingChange = vi.fn()
    const rows = [wallet({ wallet_id: 'wal_a', balance: '1.00' }), wallet({ wallet_id: 'wal_b', balance: '9.00' })]
    renderInDashboard(<WalletTable wallets={rows} loading={false} empty={null} onDetails={() => {}} sort={{ sorting: [{ id: 'balance', desc: true }], onSortingChange }} />)
    const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!
    expect(['User', 'Email', 'Balance', 'Pending', 'Updated'].filter((name) => within(header(name)).queryByRole('button'))).toEqual(['User', 'Email', 'Balance', 'Pending', 'Updated'])
    expect(['Telegram', 'Combined', 'Status', 'Details'].filter((name) => within(header(name)).queryByRole('button'))).toEqual([])
    expect(header('Balance')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Email')).not.toHaveAttribute('aria-sort')
    // Manual sorting: the rows stay in the order the API sent.
    expect([...document.querySelectorAll('tbody tr td:nth-child(4)')].map((cell) => cell.textContent)).toEqual(['$1.00', '$9.00'])
    await user.click(within(header('Balance')).getByRole('button'))
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'balance', desc: false }])
    await user.click(within(header('Email')).getByRole('button'))
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'user__email', desc: false }])
  })
})

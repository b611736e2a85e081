import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PaymentLinkFiltersDialog } from '../../../src/components/paymentLinks/PaymentLinkFiltersDialog'
import { renderInDashboard } from '../../support/render'

function renderDialog(filters = {}) {
  const onApply = vi.fn()
  const onClear = vi.fn()
  renderInDashboard(<PaymentLinkFiltersDialog filters={filters} onApply={onApply} onClear={onClear} onClose={() => {}} />)
  return { onApply, onClear, dialog: screen.getByRole('dialog', { name: 'Filters' }) }
}

describe('PaymentLinkFiltersDialog', () => {
  it('offers SPEC §2: Status All/Pending/Completed, Currency All/USD/EUR, Min and Max Amount', () => {
    const { dialog } = renderDialog()
    expect([...(within(dialog).getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Pending', 'Completed'])
    expect([...(within(dialog).getByLabelText('Currency') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'USD', 'EUR'])
    expect(within(dialog).getByLabelText('Min Amount')).toHaveAttribute('step', '0.01')
    expect(within(dialog).getByLabelText('Max Amount')).toHaveAttribute('step', '0.01')
  })

  it('starts from the filters in force and applies what is chosen, All as nothing', () => {
    const { dialog, onApply } = renderDialog({ status: 'completed', currency: 'EUR', min: 10 })
    expect(within(dialog).getByLabelText('Status')).toHaveValue('completed')
    expect(within(dialog).getByLabelText('Min Amount')).toHaveValue(10)
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'all' } })
    fireEvent.change(within(dialog).getByLabelText('Max Amount'), { target: { value: '99.5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }))
    expect(onApply).toHaveBeenCalledWith({ status: 'completed', min: 10, max: 99.5 })
  })

  it('refuses an amount with 3 decimals or a max below the min, in words under the field', () => {
    const { dialog, onApply } = renderDialog()
    fireEvent.change(within(dialog).getByLabelText('Min Amount'), { target: { value: '10.005' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }))
    expect(within(dialog).getByText('Enter an amount of 0 or more, with at most 2 decimals')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Min Amount'), { target: { value: '50' } })
    fireEvent.change(within(dialog).getByLabelText('Max Amount'), { target: { value: '20' } })
    expect(within(dialog).getByText('Max Amount must not be below Min Amount')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toBeDisabled()
    expect(onApply).not.toHaveBeenCalled()
  })

  it('Clear Filters clears', () => {
    const { dialog, onClear } = renderDialog({ status: 'pending' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Filters' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })
})

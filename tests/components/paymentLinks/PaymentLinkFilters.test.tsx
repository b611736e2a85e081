import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PaymentLinkFilters } from '../../../src/components/paymentLinks/PaymentLinkFilters'
import { renderInDashboard } from '../../support/render'

function renderFilters(filters = {}) {
  const onApply = vi.fn()
  const onClear = vi.fn()
  renderInDashboard(<PaymentLinkFilters filters={filters} onApply={onApply} onClear={onClear} />)
  return { onApply, onClear, form: screen.getByRole('form', { name: 'Payment link filters' }) }
}

describe('PaymentLinkFilters', () => {
  it('offers SPEC §2: Status All/Pending/Completed, Currency All/USD/EUR, Min and Max Amount', () => {
    const { form } = renderFilters()
    expect([...(within(form).getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Pending', 'Completed'])
    expect([...(within(form).getByLabelText('Currency') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'USD', 'EUR'])
    // Text fields with the decimal keypad: a number field refuses the reader's own decimal separator (issue 35 §3).
    for (const label of ['Min Amount', 'Max Amount']) expect(within(form).getByRole('textbox', { name: label })).toHaveAttribute('inputmode', 'decimal')
  })

  it('starts from the filters in force and applies what is chosen, All as nothing', async () => {
    const { form, onApply } = renderFilters({ status: 'completed', currency: 'EUR', min: 10 })
    expect(within(form).getByLabelText('Status')).toHaveValue('completed')
    expect(within(form).getByLabelText('Min Amount')).toHaveValue('10')
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'all' } })
    fireEvent.change(within(form).getByLabelText('Max Amount'), { target: { value: '99.5' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ status: 'completed', min: 10, max: 99.5 }))
  })

  it('refuses an amount with 3 decimals or a max below the min, in words under the field', async () => {
    const { form, onApply } = renderFilters()
    fireEvent.change(within(form).getByLabelText('Min Amount'), { target: { value: '10.005' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(await within(form).findByText('Enter an amount of 0 or more, with at most 2 decimals')).toBeInTheDocument()
    fireEvent.change(within(form).getByLabelText('Min Amount'), { target: { value: '50' } })
    fireEvent.change(within(form).getByLabelText('Max Amount'), { target: { value: '20' } })
    expect(await within(form).findByText('Max Amount must not be below Min Amount')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Apply Filters' })).toBeDisabled())
    expect(onApply).not.toHaveBeenCalled()
  })

  it('checks the max again when the min changes: lowering the min lifts the range error, and Apply sends the range', async () => {
    const { form, onApply } = renderFilters()
    fireEvent.change(within(form).getByLabelText('Min Amount'), { target: { value: '50' } })
    fireEvent.change(within(form).getByLabelText('Max Amount'), { target: { value: '20' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(await within(form).findByText('Max Amount must not be below Min Amount')).toBeInTheDocument()
    fireEvent.change(within(form).getByLabelText('Min Amount'), { target: { value: '10' } })
    await waitFor(() => expect(within(form).queryByText('Max Amount must not be below Min Amount')).toBeNull())
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ min: 10, max: 20 }))
  })

  it('shows the filters in force when they change from outside (a chip removed)', async () => {
    const onApply = vi.fn()
    const { rerender } = renderInDashboard(<PaymentLinkFilters filters={{ status: 'pending', min: 5 }} onApply={onApply} onClear={() => {}} />)
    rerender(<PaymentLinkFilters filters={{ status: 'pending' }} onApply={onApply} onClear={() => {}} />)
    await waitFor(() => expect(screen.getByLabelText('Min Amount')).toHaveValue(''))
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
  })

  it('Clear Filters clears', () => {
    const { form, onClear } = renderFilters({ status: 'pending' })
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Filters' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })
})

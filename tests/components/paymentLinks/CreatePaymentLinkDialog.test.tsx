import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CreatePaymentLinkDialog, type CreatePaymentLinkDialogProps } from '../../../src/components/paymentLinks/CreatePaymentLinkDialog'
import { EMPTY_LINK_FORM, NO_LINK_FORM_ERRORS } from '../../../src/domain/paymentLinkForm'
import { renderInDashboard } from '../../support/render'

function renderDialog(overrides: Partial<CreatePaymentLinkDialogProps> = {}) {
  const props: CreatePaymentLinkDialogProps = {
    values: { ...EMPTY_LINK_FORM, amount: '25', name: 'Consulting' },
    errors: NO_LINK_FORM_ERRORS,
    submitError: null,
    submitting: false,
    canSubmit: true,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onCurrency: vi.fn(),
    onToggleMethod: vi.fn(),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  }
  renderInDashboard(<CreatePaymentLinkDialog {...props} />)
  return { props, dialog: screen.getByRole('dialog', { name: 'Create Payment Link' }) }
}

describe('CreatePaymentLinkDialog', () => {
  it('labels every field above it and reports edits, blurs, currency and methods', async () => {
    const { props, dialog } = renderDialog()
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '30' } })
    fireEvent.blur(within(dialog).getByLabelText(/^Amount/))
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Yoga' } })
    fireEvent.blur(within(dialog).getByLabelText(/^Name/))
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Ten classes' } })
    fireEvent.change(within(dialog).getByLabelText(/^Currency/), { target: { value: 'EUR' } })
    await userEvent.click(within(dialog).getByText('Card'))
    expect(props.onChange).toHaveBeenCalledWith('amount', '30')
    expect(props.onChange).toHaveBeenCalledWith('name', 'Yoga')
    expect(props.onChange).toHaveBeenCalledWith('description', 'Ten classes')
    expect(props.onBlur).toHaveBeenCalledWith('amount')
    expect(props.onBlur).toHaveBeenCalledWith('name')
    expect(props.onCurrency).toHaveBeenCalledWith('EUR')
    expect(props.onToggleMethod).toHaveBeenCalledWith('card')
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveAttribute('inputmode', 'decimal')
  })

  it('shows each error under its field, and the failed attempt in an alert', () => {
    const { dialog } = renderDialog({
      errors: { amount: 'Minimum amount is $10', name: 'Please fill in all required fields', methods: 'Please select at least one payment method', returnUrl: 'Enter a full https:// address, e.g. https://shop.example.com/thanks' },
      submitError: 'Failed to create payment link',
    })
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText('Minimum amount is $10')).toBeInTheDocument()
    expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument()
    expect(within(dialog).getByText('Please select at least one payment method')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Return address/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText('Enter a full https:// address, e.g. https://shop.example.com/thanks')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create payment link')
  })

  it('keeps the last checked method read-only: a click asks (so the message shows) but never unchecks it', () => {
    const { props, dialog } = renderDialog({ values: { ...EMPTY_LINK_FORM, amount: '25', name: 'x', methods: ['crypto'] } })
    const crypto = within(dialog).getByRole('checkbox', { name: 'Crypto (USDC on Polygon)' })
    expect(crypto).toBeChecked()
    fireEvent.click(within(dialog).getByText('Crypto (USDC on Polygon)'))
    expect(crypto).toBeChecked()
    expect(props.onToggleMethod).toHaveBeenCalledWith('crypto')
    expect(within(dialog).getByRole('checkbox', { name: 'Card' })).not.toBeChecked()
  })

  it('disables Create when it cannot submit', () => {
    const disabled = renderDialog({ canSubmit: false })
    expect(within(disabled.dialog).getByRole('button', { name: 'Create Payment Link' })).toBeDisabled()
  })

  it('submits and cancels', () => {
    const { props, dialog } = renderDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Payment Link' }))
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(props.onCancel).toHaveBeenCalledTimes(1)
  })

  it('while the request is pending: "Creating...", fields locked, no way to dismiss', () => {
    const { props, dialog } = renderDialog({ submitting: true, canSubmit: false })
    expect(within(dialog).getByRole('button', { name: /Creating/ })).toBeDisabled()
    expect(within(dialog).getByLabelText(/^Amount/)).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(props.onCancel).not.toHaveBeenCalled()
  })
})

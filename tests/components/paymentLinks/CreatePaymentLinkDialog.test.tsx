import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CreatePaymentLinkDialog, type CreatePaymentLinkDialogProps } from '../../../src/components/paymentLinks/CreatePaymentLinkDialog'
import { renderInDashboard } from '../../support/render'

function renderDialog(overrides: Partial<CreatePaymentLinkDialogProps> = {}) {
  const props: CreatePaymentLinkDialogProps = { submitError: null, submitting: false, onSubmit: vi.fn(), onCancel: vi.fn(), ...overrides }
  const user = userEvent.setup()
  renderInDashboard(<CreatePaymentLinkDialog {...props} />)
  const dialog = screen.getByRole('dialog', { name: 'Create Payment Link' })
  const field = (label: RegExp | string) => within(dialog).getByLabelText(label)
  const create = () => within(dialog).getByRole('button', { name: 'Create Payment Link' })
  return { props, dialog, user, field, create }
}

describe('CreatePaymentLinkDialog (SPEC §5)', () => {
  it.each([
    ['abc', 'Please enter a valid number'],
    ['9.99', 'Minimum amount is $10'],
    ['900.01', 'Maximum amount is $900'],
    ['10.005', 'Amount can have at most 2 decimals'],
    ['-20', 'Minimum amount is $10'],
  ])('checks the amount %j on blur: %j, and keeps what was typed', async (amount, message) => {
    const { dialog, user, field } = renderDialog()
    await user.type(field(/^Amount/), amount)
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument()
    await user.tab()
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(field(/^Amount/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Amount/)).toHaveValue(amount)
  })

  it('an empty amount left says "Amount is required"; a shown error is re-checked while typing, so it goes once fixed', async () => {
    const { dialog, user, field } = renderDialog()
    await user.click(field(/^Amount/))
    await user.tab()
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument()
    await user.type(field(/^Amount/), '9.9')
    expect(await within(dialog).findByText('Minimum amount is $10')).toBeInTheDocument()
    await user.type(field(/^Amount/), '0')
    expect(field(/^Amount/)).toHaveValue('9.90')
    await user.clear(field(/^Amount/))
    await user.type(field(/^Amount/), '99')
    await waitFor(() => expect(within(dialog).queryByText('Minimum amount is $10')).not.toBeInTheDocument())
  })

  it('a blank name is refused on submit with "Please fill in all required fields", and nothing is sent', async () => {
    const { props, dialog, user, field, create } = renderDialog()
    await user.type(field(/^Amount/), '25')
    await user.type(field(/^Name/), '   ')
    await user.click(create())
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument()
    expect(field(/^Name/)).toHaveFocus()
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('Create is disabled while the amount or the name is empty, while an error shows, or while pending', async () => {
    const { user, field, create } = renderDialog()
    expect(create()).toBeDisabled()
    await user.type(field(/^Amount/), '5')
    expect(create()).toBeDisabled()
    await user.type(field(/^Name/), 'Yoga')
    await user.tab()
    await waitFor(() => expect(create()).toBeDisabled())
    await user.clear(field(/^Amount/))
    await user.type(field(/^Amount/), '50')
    await waitFor(() => expect(create()).toBeEnabled())
  })

  it('checks the optional return address on blur, and sends it only when it is a full https address (issue 19)', async () => {
    const { props, dialog, user, field, create } = renderDialog()
    await user.type(field(/^Amount/), '25')
    await user.type(field(/^Name/), 'Consulting')
    await user.type(field(/^Return address/), 'shop.example.com')
    await user.tab()
    expect(await within(dialog).findByText('Enter a full https:// address, e.g. https://shop.example.com/thanks')).toBeInTheDocument()
    expect(create()).toBeDisabled()
    await user.clear(field(/^Return address/))
    await user.type(field(/^Return address/), 'https://Shop.Example.com/thanks')
    await waitFor(() => expect(create()).toBeEnabled())
    await user.click(create())
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1))
    expect(vi.mocked(props.onSubmit).mock.calls[0]![0].return_url).toBe('https://shop.example.com/thanks')
  })

  it('labels every field above it and hands on the SPEC §3 payload: 2 decimals, trimmed texts, the currency, methods joined', async () => {
    const { props, user, field, create } = renderDialog()
    expect(field(/^Amount/)).toHaveAttribute('inputmode', 'decimal')
    await user.type(field(/^Amount/), ' 25.5 ')
    await user.selectOptions(field(/^Currency/), 'EUR')
    await user.type(field(/^Name/), ' Yoga ')
    await user.type(field('Description'), 'Ten classes')
    await user.click(screen.getByText('Card'))
    await user.click(create())
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1))
    expect(vi.mocked(props.onSubmit).mock.calls[0]![0]).toEqual({ amount: '25.50', currency: 'EUR', name: 'Yoga', description: 'Ten classes', payment_method: 'crypto', products: [] })
  })

  it('keeps the last checked method read-only: a click says "Please select at least one payment method" but never unchecks it', async () => {
    const { dialog, user } = renderDialog()
    await user.click(within(dialog).getByText('Card'))
    const crypto = within(dialog).getByRole('checkbox', { name: 'Crypto (USDC on Polygon)' })
    expect(within(dialog).getByRole('checkbox', { name: 'Card' })).not.toBeChecked()
    fireEvent.click(within(dialog).getByText('Crypto (USDC on Polygon)'))
    expect(crypto).toBeChecked()
    expect(await within(dialog).findByText('Please select at least one payment method')).toBeInTheDocument()
    // Checking another method again takes the message away.
    await user.click(within(dialog).getByText('Card'))
    await waitFor(() => expect(within(dialog).queryByText('Please select at least one payment method')).not.toBeInTheDocument())
    expect(within(dialog).getByRole('checkbox', { name: 'Card' })).toBeChecked()
  })

  it('the refused-uncheck message does not block Create: the selection it leaves is valid', async () => {
    const { props, dialog, user, field, create } = renderDialog()
    await user.type(field(/^Amount/), '25')
    await user.type(field(/^Name/), 'Consulting')
    await user.click(within(dialog).getByText('Crypto (USDC on Polygon)'))
    fireEvent.click(within(dialog).getByText('Card'))
    expect(await within(dialog).findByText('Please select at least one payment method')).toBeInTheDocument()
    expect(create()).toBeEnabled()
    await user.click(create())
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1))
    expect(vi.mocked(props.onSubmit).mock.calls[0]![0].payment_method).toBe('card')
  })

  it('shows the failed attempt in an alert, with the typed values kept', async () => {
    const { dialog, user, field } = renderDialog({ submitError: 'Failed to create payment link' })
    await user.type(field(/^Name/), 'Consulting')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create payment link')
    expect(field(/^Name/)).toHaveValue('Consulting')
  })

  it('cancels', () => {
    const { props, dialog } = renderDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(props.onCancel).toHaveBeenCalledTimes(1)
  })

  it('while the request is pending: "Creating...", fields locked, no way to dismiss', () => {
    const { props, dialog, field } = renderDialog({ submitting: true })
    expect(within(dialog).getByRole('button', { name: /Creating/ })).toBeDisabled()
    expect(field(/^Amount/)).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(props.onCancel).not.toHaveBeenCalled()
  })
})

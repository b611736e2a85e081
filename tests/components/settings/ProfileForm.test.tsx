import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ProfileForm, type ProfileFormProps } from '../../../src/components/settings/ProfileForm'
import { renderInDashboard } from '../../support/render'

const props = (change: Partial<ProfileFormProps> = {}): ProfileFormProps => ({
  email: 'merchant@paygrid.test',
  values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' },
  errors: {},
  formError: null,
  saving: false,
  saved: false,
  onChange: vi.fn(),
  onSubmit: vi.fn(),
  ...change,
})

describe('ProfileForm', () => {
  it('labels every field, shows the e-mail read-only', () => {
    renderInDashboard(<ProfileForm {...props()} />)
    expect(screen.getByLabelText('Email')).toHaveValue('merchant@paygrid.test')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    expect(screen.getByText('The e-mail address cannot be changed.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Maya')
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Merchant')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
  })

  it('reports each keystroke and the submit', async () => {
    const user = userEvent.setup()
    const form = props()
    renderInDashboard(<ProfileForm {...form} />)
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'x')
    expect(form.onChange).toHaveBeenCalledWith('first_name', 'Mayax')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(form.onSubmit).toHaveBeenCalledTimes(1)
  })

  it('puts each error under its field and a form error above the button', () => {
    renderInDashboard(<ProfileForm {...props({ errors: { phone: 'Invalid phone number format', last_name: 'Last name must be at least 2 characters' }, formError: 'Failed to save your profile' })} />)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleErrorMessage('Invalid phone number format')
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleErrorMessage('Last name must be at least 2 characters')
    expect(screen.getByRole('textbox', { name: /First name/ })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your profile')
  })

  it('is read-only and busy while saving; says when it was saved', () => {
    const { rerender } = renderInDashboard(<ProfileForm {...props({ saving: true })} />)
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled()
    rerender(<ProfileForm {...props({ saved: true })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.')
  })
})

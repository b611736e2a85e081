import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ProfileForm, type ProfileFormProps } from '../../../src/components/settings/ProfileForm'
import { renderInDashboard } from '../../support/render'

const props = (change: Partial<ProfileFormProps> = {}): ProfileFormProps => ({
  email: 'merchant@paygrid.test',
  values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' },
  fieldError: null,
  formError: null,
  saving: false,
  saved: false,
  onEdit: vi.fn(),
  onSubmit: vi.fn(),
  ...change,
})

const field = (name: RegExp | string) => screen.getByRole('textbox', { name })

describe('ProfileForm', () => {
  it('labels every field, shows the e-mail read-only', () => {
    renderInDashboard(<ProfileForm {...props()} />)
    expect(screen.getByLabelText('Email')).toHaveValue('merchant@paygrid.test')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    expect(screen.getByText('The e-mail address cannot be changed.')).toBeInTheDocument()
    expect(field(/First name/)).toHaveValue('Maya')
    expect(field(/Last name/)).toHaveValue('Merchant')
    expect(field('Phone')).toHaveAttribute('type', 'tel')
  })

  it('reports an edit, and submits the parsed update once: trimmed names, a blank phone as null', async () => {
    const user = userEvent.setup()
    const form = props()
    renderInDashboard(<ProfileForm {...form} />)
    await user.type(field(/First name/), ' ')
    expect(form.onEdit).toHaveBeenCalled()
    await user.clear(field('Phone'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledTimes(1))
    expect(form.onSubmit).toHaveBeenCalledWith({ first_name: 'Maya', last_name: 'Merchant', phone: null })
  })

  it('refuses bad input under each field, focuses the first, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup()
    const form = props()
    renderInDashboard(<ProfileForm {...form} />)
    await user.clear(field(/Last name/))
    await user.type(field(/Last name/), 'M')
    await user.clear(field('Phone'))
    await user.type(field('Phone'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(field('Phone')).toHaveAccessibleErrorMessage('Invalid phone number format'))
    expect(field(/Last name/)).toHaveAccessibleErrorMessage('Last name must be at least 2 characters')
    expect(field(/Last name/)).toHaveFocus()
    expect(field(/First name/)).not.toHaveAttribute('aria-invalid')
    expect(field('Phone')).toHaveValue('abc')
    expect(form.onSubmit).not.toHaveBeenCalled()
  })

  it("puts the server's field error under its field and a form error above the button", async () => {
    renderInDashboard(<ProfileForm {...props({ fieldError: { field: 'phone', message: 'Invalid phone number format' }, formError: 'Failed to save your profile' })} />)
    await waitFor(() => expect(field('Phone')).toHaveAttribute('aria-invalid', 'true'))
    expect(field('Phone')).toHaveAccessibleErrorMessage('Invalid phone number format')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your profile')
  })

  it('is read-only and busy while saving; says when it was saved', () => {
    const { rerender } = renderInDashboard(<ProfileForm {...props({ saving: true })} />)
    expect(field(/First name/)).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled()
    rerender(<ProfileForm {...props({ saved: true })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.')
  })
})

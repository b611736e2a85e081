import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TelegramDialog, type TelegramDialogProps } from '../../../src/components/onboarding/TelegramDialog'
import { renderWithProviders } from '../../support/render'

function renderDialog(props: Partial<TelegramDialogProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onClose: vi.fn(), onContinue: vi.fn() }
  renderWithProviders(<TelegramDialog open required current={null} username="" error={null} submitting={false} verified={false} {...handlers} {...props} />)
  return handlers
}

const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }))

describe('TelegramDialog (SPEC §2, §5)', () => {
  it('has a fixed @ prefix and disables "Verify & Continue" while empty', async () => {
    renderDialog()
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.getByText('@')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verify & Continue' })).toBeDisabled()
  })

  it('a required dialog has no Cancel and no close button; Escape asks to close (refused upstream)', async () => {
    const handlers = renderDialog({ current: 'valid_user' })
    await screen.findByRole('dialog')
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(handlers.onClose).toHaveBeenCalled()
  })

  it('an optional dialog offers Cancel', async () => {
    const handlers = renderDialog({ required: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(handlers.onClose).toHaveBeenCalled()
  })

  it('starts from the current username, strips a typed leading @ and submits the parsed value once', async () => {
    const handlers = renderDialog({ current: 'merchant_demo' })
    const input = await screen.findByRole('textbox')
    expect(input).toHaveValue('merchant_demo')
    await userEvent.clear(input)
    await userEvent.type(input, '@valid_user')
    expect(input).toHaveValue('valid_user')
    await verify()
    await waitFor(() => expect(handlers.onSubmit).toHaveBeenCalledTimes(1))
    expect(handlers.onSubmit).toHaveBeenCalledWith({ telegram: 'valid_user' })
  })

  it.each([
    ['ab', 'Invalid telegram username format'],
    ['abcd', 'Invalid telegram username format'],
    ['a'.repeat(33), 'Invalid telegram username format'],
    ['bad-name', 'Invalid telegram username format'],
    ['@', 'Telegram username is required'],
  ])('refuses %j with %j under the field, sends nothing and keeps what was typed', async (typed, message) => {
    const handlers = renderDialog()
    const input = await screen.findByRole('textbox')
    await userEvent.type(input, `${typed} `)
    await verify()
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage(message))
    expect(input).toHaveValue(`${typed.replace(/^@/, '')} `)
    expect(handlers.onSubmit).not.toHaveBeenCalled()
  })

  it('accepts 5 and 32 letters, digits and underscores', async () => {
    const handlers = renderDialog()
    const input = await screen.findByRole('textbox')
    for (const name of ['abcde', 'A_1'.padEnd(32, 'x')]) {
      await userEvent.clear(input)
      await userEvent.type(input, name)
      await verify()
      await waitFor(() => expect(handlers.onSubmit).toHaveBeenLastCalledWith({ telegram: name }))
    }
  })

  it("shows a failed call's message under the field; Verify & Continue tries again", async () => {
    const handlers = renderDialog({ current: 'valid_user', error: 'Server error. Please try again later.' })
    const input = await screen.findByRole('textbox')
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('Server error. Please try again later.'))
    await verify()
    await waitFor(() => expect(handlers.onSubmit).toHaveBeenCalledWith({ telegram: 'valid_user' }))
  })

  it('says "Verifying..." while sending, the field read-only', async () => {
    renderDialog({ current: 'valid_user', submitting: true })
    expect(await screen.findByText('Verifying...')).toBeInTheDocument()
    expect(screen.getByRole('textbox')).toHaveAttribute('readonly')
  })

  it('shows "Verification Complete!" with Continue after success', async () => {
    const handlers = renderDialog({ username: 'valid_user', verified: true })
    expect(await screen.findByText('Verification Complete!')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your Telegram username @valid_user has been saved.')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(handlers.onContinue).toHaveBeenCalled()
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TelegramDialog, type TelegramDialogProps } from '../../../src/components/onboarding/TelegramDialog'
import { renderWithProviders } from '../../support/render'

function renderDialog(props: Partial<TelegramDialogProps> = {}) {
  const handlers = { onChange: vi.fn(), onSubmit: vi.fn(), onClose: vi.fn(), onContinue: vi.fn() }
  renderWithProviders(<TelegramDialog open required username="" error={null} submitting={false} verified={false} {...handlers} {...props} />)
  return handlers
}

describe('TelegramDialog (SPEC §2)', () => {
  it('has a fixed @ prefix and disables "Verify & Continue" while empty', async () => {
    renderDialog()
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.getByText('@')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verify & Continue' })).toBeDisabled()
  })

  it('a required dialog has no Cancel and no close button; Escape asks to close (refused upstream)', async () => {
    const handlers = renderDialog({ username: 'valid_user' })
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

  it('submits with the button and passes typing on; shows the error', async () => {
    const handlers = renderDialog({ username: 'ab', error: 'Invalid telegram username format' })
    await userEvent.type(await screen.findByRole('textbox'), 'c')
    expect(handlers.onChange).toHaveBeenCalledWith('abc')
    expect(screen.getByText('Invalid telegram username format')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }))
    expect(handlers.onSubmit).toHaveBeenCalled()
  })

  it('says "Verifying..." while sending', async () => {
    renderDialog({ username: 'valid_user', submitting: true })
    expect(await screen.findByText('Verifying...')).toBeInTheDocument()
  })

  it('shows "Verification Complete!" with Continue after success', async () => {
    const handlers = renderDialog({ username: 'valid_user', verified: true })
    expect(await screen.findByText('Verification Complete!')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(handlers.onContinue).toHaveBeenCalled()
  })
})

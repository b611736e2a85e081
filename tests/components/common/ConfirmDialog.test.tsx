import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../../../src/components/common/ConfirmDialog'
import { renderWithProviders } from '../../support/render'

function renderConfirm(props: { busy?: boolean } = {}) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() }
  renderWithProviders(
    <ConfirmDialog open title="Transfer $20.00?" confirmLabel="Transfer $20.00" {...props} {...handlers}>
      <p>From the wallet of Maya Merchant</p>
    </ConfirmDialog>,
  )
  return handlers
}

describe('ConfirmDialog (before money moves or a decision is sent)', () => {
  it('is an alertdialog restating what happens; confirm and cancel call back', async () => {
    const handlers = renderConfirm()
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer $20.00?' })
    expect(dialog).toHaveTextContent('From the wallet of Maya Merchant')
    await userEvent.click(screen.getByRole('button', { name: 'Transfer $20.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(handlers.onConfirm).toHaveBeenCalledOnce()
    expect(handlers.onCancel).toHaveBeenCalledOnce()
  })

  it('the second click of a double click (the one that opened it) confirms nothing; a click of its own and the keyboard do', async () => {
    const handlers = renderConfirm()
    const confirm = await screen.findByRole('button', { name: 'Transfer $20.00' })
    fireEvent.click(confirm, { detail: 2 })
    expect(handlers.onConfirm).not.toHaveBeenCalled()
    fireEvent.click(confirm, { detail: 1 })
    fireEvent.click(confirm, { detail: 0 })
    expect(handlers.onConfirm).toHaveBeenCalledTimes(2)
  })

  it('Escape dismisses it', async () => {
    const handlers = renderConfirm()
    await screen.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    expect(handlers.onCancel).toHaveBeenCalledOnce()
  })

  it('while busy its buttons are disabled and Escape does nothing', async () => {
    const handlers = renderConfirm({ busy: true })
    await screen.findByRole('alertdialog')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(handlers.onCancel).not.toHaveBeenCalled()
  })
})

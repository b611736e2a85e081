import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CancelTransferDialog } from '../../../src/components/transfers/CancelTransferDialog'
import { ConfirmTransferDialog } from '../../../src/components/transfers/ConfirmTransferDialog'
import { FundsTransferForm } from '../../../src/components/transfers/FundsTransferForm'
import { UpdateTransferStatusDialog } from '../../../src/components/transfers/UpdateTransferStatusDialog'
import { renderInDashboard } from '../../support/render'
import { identifier } from '../../support/identifier'
import { ADDRESS, clientWallet, transfer } from '../../support/transferFixtures'

describe('CancelTransferDialog', () => {
  const props = { transfer: transfer(), open: true, busy: false, error: null, onConfirm: vi.fn(), onDismiss: vi.fn() }

  it('restates the amount and destination; Cancel transfer confirms, Keep transfer dismisses', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onDismiss = vi.fn()
    renderInDashboard(<CancelTransferDialog {...props} onConfirm={onConfirm} onDismiss={onDismiss} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' })
    expect(within(dialog).getByText('Wallet').nextElementSibling).toHaveTextContent('Maya Merchantmerchant@paygrid.test')
    expect(within(dialog).getByText('$150.00')).toBeInTheDocument()
    expect(within(dialog).getByText(identifier(ADDRESS))).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Keep transfer' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('shows the failure in the dialog, and is busy while the call runs', async () => {
    const { rerender } = renderInDashboard(<CancelTransferDialog {...props} error="Only a PENDING transfer can be cancelled; this one is COMPLETED." />)
    expect(await screen.findByText('Only a PENDING transfer can be cancelled; this one is COMPLETED.')).toBeInTheDocument()
    rerender(<CancelTransferDialog {...props} busy />)
    expect(screen.getByRole('button', { name: 'Keep transfer' })).toBeDisabled()
  })
})

describe('ConfirmTransferDialog', () => {
  const request = { wallet_id: clientWallet().wallet_id, amount: '100.50', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: '<script>x</script>' }
  const props = { open: true, wallet: clientWallet(), request, busy: false, error: null, onConfirm: vi.fn(), onRetry: vi.fn(), onCancel: vi.fn() }

  it('restates the wallet (owner and its whole id), amount, currency, destination with its kind, and the note', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    renderInDashboard(<ConfirmTransferDialog {...props} onConfirm={onConfirm} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm transfer' })
    for (const text of ['Maya Merchant', '$100.50', 'Bank account (IBAN)', '<script>x</script>']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    for (const id of [clientWallet().wallet_id, 'IBAN DE89 3704 0044 0532 0130 00']) expect(within(dialog).getByText(identifier(id))).toBeInTheDocument()
    expect(within(dialog).getByText('Currency').nextElementSibling).toHaveTextContent('USD')
    await user.click(within(dialog).getByRole('button', { name: 'Transfer $100.50' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('after a failure the confirm button retries', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const onConfirm = vi.fn()
    renderInDashboard(<ConfirmTransferDialog {...props} error="The connection was lost." onRetry={onRetry} onConfirm={onConfirm} />)
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Back to form' }))
    expect(props.onCancel).toHaveBeenCalled()
  })
})

describe('UpdateTransferStatusDialog', () => {
  it('offers only the statuses the current one may move to, and the optional reason', async () => {
    const user = userEvent.setup()
    const onChoose = vi.fn()
    const onReason = vi.fn()
    renderInDashboard(
      <UpdateTransferStatusDialog transfer={transfer({ status: 'PROCESSING' })} open status={null} reason="" busy={false} error={null} onChoose={onChoose} onReason={onReason} onConfirm={vi.fn()} onDismiss={vi.fn()} />,
    )
    const select = await screen.findByRole('combobox', { name: 'New status' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a status', 'Completed', 'Failed', 'Cancelled'])
    await user.selectOptions(select, 'FAILED')
    expect(onChoose).toHaveBeenCalledWith('FAILED')
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'x')
    expect(onReason).toHaveBeenCalledWith('x')
    expect(screen.getByText('Processing')).toBeInTheDocument()
    expect(screen.getByText('Wallet').nextElementSibling).toHaveTextContent('Maya Merchantmerchant@paygrid.test')
  })

  it('names the chosen status on its confirm button', async () => {
    const props = { transfer: transfer({ status: 'PROCESSING' }), open: true, reason: '', busy: false, error: null, onChoose: vi.fn(), onReason: vi.fn(), onConfirm: vi.fn(), onDismiss: vi.fn() }
    const { rerender } = renderInDashboard(<UpdateTransferStatusDialog {...props} status={null} />)
    expect(await screen.findByRole('button', { name: 'Update status' })).toBeInTheDocument()
    rerender(<UpdateTransferStatusDialog {...props} status="COMPLETED" />)
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }))
    expect(props.onConfirm).toHaveBeenCalledOnce()
  })
})

describe('TransferSummary: one summary for every transfer dialog', () => {
  const labels = (dialog: HTMLElement) => within(dialog).getAllByRole('term').map((term) => term.textContent)

  it('restates whose wallet, amount, currency, destination with its kind and the note with the same lines; a dialog only adds its own', async () => {
    const payout = transfer({ destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'weekly' })
    const { unmount } = renderInDashboard(<CancelTransferDialog transfer={payout} open busy={false} error={null} onConfirm={vi.fn()} onDismiss={vi.fn()} />)
    const cancel = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' })
    expect(labels(cancel)).toEqual(['Wallet', 'Amount', 'Currency', 'Destination', 'Note'])
    expect(within(cancel).getByText('Bank account (IBAN)')).toBeInTheDocument()
    unmount()
    renderInDashboard(<UpdateTransferStatusDialog transfer={payout} open status={null} reason="" busy={false} error={null} onChoose={vi.fn()} onReason={vi.fn()} onConfirm={vi.fn()} onDismiss={vi.fn()} />)
    const update = await screen.findByRole('alertdialog', { name: 'Update transfer status' })
    expect(labels(update)).toEqual(['Wallet', 'Amount', 'Currency', 'Destination', 'Note', 'Current status'])
    expect(within(update).getByText('weekly')).toBeInTheDocument()
  })
})

describe('FundsTransferForm', () => {
  const wallet = { balance: '1250.00', currency: 'USD' }

  it('labels each field, shows each error under it on submit, and hands on only the parsed payout', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderInDashboard(<FundsTransferForm wallet={wallet} balanceText="$1,250.00" disabled={false} onSubmit={onSubmit} />)
    const amount = screen.getByRole('textbox', { name: /Amount/ })
    const destination = screen.getByRole('textbox', { name: /Destination/ })
    expect(amount).toHaveAttribute('inputmode', 'decimal')
    await user.type(amount, '5000')
    await user.type(destination, '0x12')
    await user.click(screen.getByRole('button', { name: 'Review transfer' }))
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleErrorMessage('Amount cannot exceed the wallet balance of $1,250.00')
    expect(destination).toHaveAccessibleErrorMessage(/^Enter a Polygon address/)
    expect(amount).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
    // Fixing a field takes its message away as it is typed; nothing typed is lost.
    await user.clear(amount)
    await user.type(amount, '12.5')
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid', 'true'))
    expect(destination).toHaveValue('0x12')
    await user.clear(destination)
    await user.type(destination, 'de89370400440532013000')
    await user.type(screen.getByRole('textbox', { name: /Note/ }), ' weekly ')
    await user.click(screen.getByRole('button', { name: 'Review transfer' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: '12.50', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'weekly' })
  })

  it('a re-read balance checks a shown amount error again: it names the new balance, or goes', async () => {
    const user = userEvent.setup()
    const props = { balanceText: null, disabled: false, onSubmit: vi.fn() }
    const { rerender } = renderInDashboard(<FundsTransferForm wallet={wallet} {...props} />)
    const amount = screen.getByRole('textbox', { name: /Amount/ })
    await user.type(amount, '1300')
    await user.tab()
    expect(await screen.findByText('Amount cannot exceed the wallet balance of $1,250.00')).toBeInTheDocument()
    rerender(<FundsTransferForm wallet={{ ...wallet, balance: '1000.00' }} {...props} />)
    expect(await screen.findByText('Amount cannot exceed the wallet balance of $1,000.00')).toBeInTheDocument()
    rerender(<FundsTransferForm wallet={{ ...wallet, balance: '2000.00' }} {...props} />)
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid', 'true'))
    expect(amount).toHaveValue('1300')
  })

  it("hints the balance in the wallet's currency and the note length while there is no error", async () => {
    const user = userEvent.setup()
    renderInDashboard(<FundsTransferForm wallet={wallet} balanceText="$1,250.00" disabled={false} onSubmit={vi.fn()} />)
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'hello')
    expect(screen.getByText("In USD, the wallet's currency: up to $1,250.00, in steps of 0.01")).toBeInTheDocument()
    expect(screen.getByText('USD')).toBeInTheDocument()
    expect(screen.getByText('Optional, up to 500 characters (5/500)')).toBeInTheDocument()
  })
})

import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { createToaster } from '@chakra-ui/react'
import { Toasts } from '../../../src/components/common/Toasts'
import { renderWithProviders } from '../../support/render'

describe('Toasts (loaded with the first toast)', () => {
  it('renders nothing until a toast is created, then shows it and the ones after it', async () => {
    const toaster = createToaster({ placement: 'top' })
    renderWithProviders(<Toasts toaster={toaster} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => void toaster.create({ type: 'success', title: 'Payment completed successfully!' }))
    expect(await screen.findByText('Payment completed successfully!')).toBeInTheDocument()
    act(() => void toaster.create({ type: 'error', title: 'Payment failed. Please try again.' }))
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument()
  })

  it('shows a toast created before it mounted', async () => {
    const toaster = createToaster({ placement: 'top' })
    toaster.create({ type: 'error', title: 'Payment link ID is required' })
    renderWithProviders(<Toasts toaster={toaster} />)
    expect(await screen.findByText('Payment link ID is required')).toBeInTheDocument()
  })
})

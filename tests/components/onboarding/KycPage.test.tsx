import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { KycPage, type KycPageProps } from '../../../src/components/onboarding/KycPage'
import { renderWithProviders } from '../../support/render'

function renderPage(props: Partial<KycPageProps> = {}) {
  const handlers = { onStart: vi.fn(), onRetry: vi.fn(), onConfirmCompleted: vi.fn() }
  renderWithProviders(<KycPage view="ready" error={null} {...handlers} {...props} />)
  return handlers
}

describe('KycPage (SPEC §2, §8)', () => {
  it('is titled "KYC Verification" and shows the "Loading..." spinner while initialising', () => {
    renderPage({ view: 'initialising' })
    expect(screen.getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeInTheDocument()
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: "I've completed KYC verification" })).not.toBeInTheDocument()
  })

  it('starts verification and offers the completed-confirmation with its warning', async () => {
    const handlers = renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Start Verification' }))
    expect(handlers.onStart).toHaveBeenCalled()
    expect(screen.getByText(/Only click this button if you really completed the verification/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: "I've completed KYC verification" }))
    expect(handlers.onConfirmCompleted).toHaveBeenCalled()
  })

  it.each(['No session token available.', 'Failed to start verification.', 'Failed to initialize verification.'])('shows %j with Retry', async (message) => {
    const handlers = renderPage({ view: 'error', error: message })
    expect(screen.getByText(message)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(handlers.onRetry).toHaveBeenCalled()
  })

  it.each(['canceled', 'failure'] as const)('%s offers Retry Verification', async (view) => {
    const handlers = renderPage({ view })
    await userEvent.click(screen.getByRole('button', { name: 'Retry Verification' }))
    expect(handlers.onRetry).toHaveBeenCalled()
  })

  it('pending shows the pending review, still with the completed-confirmation', () => {
    renderPage({ view: 'pending' })
    expect(screen.getByText('Verification pending review')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: "I've completed KYC verification" })).toBeInTheDocument()
  })
})

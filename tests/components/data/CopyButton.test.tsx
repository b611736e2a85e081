import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COPIED_INDICATOR_MS, CopyButton } from '../../../src/components/common/CopyButton'
import { COPY_MESSAGES } from '../../../src/components/common/clipboard'
import { renderInDashboard } from '../../support/render'

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

describe('CopyButton', () => {
  it('copies and says so in the spec words', async () => {
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    renderInDashboard(<CopyButton text="https://pay.example/l/1" label="Copy payment link" messages={COPY_MESSAGES.link} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy payment link' })))
    expect(writeText).toHaveBeenCalledWith('https://pay.example/l/1')
    // Real timers: the toaster renders on its own schedule, which a loaded machine can stretch past a fixed fake step.
    expect(await screen.findByText('Payment link copied to clipboard!')).toBeInTheDocument()
  })

  it('shows the tick for 2 seconds after copying', async () => {
    stubClipboard(vi.fn(async () => {}))
    vi.useFakeTimers()
    try {
      renderInDashboard(<CopyButton text="https://pay.example/l/1" label="Copy payment link" messages={COPY_MESSAGES.link} />)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy payment link' })))
      expect(screen.getByRole('button', { name: 'Copy payment link: copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 50))
      expect(screen.getByRole('button', { name: 'Copy payment link: copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(60))
      expect(screen.getByRole('button', { name: 'Copy payment link' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says "Failed to copy link" when the browser refuses, with no tick', async () => {
    stubClipboard(async () => {
      throw new Error('denied')
    })
    renderInDashboard(<CopyButton text="x" label="Copy payment link" messages={COPY_MESSAGES.link} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy payment link' })))
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy payment link' })).toBeInTheDocument()
  })
})

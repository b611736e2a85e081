import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchBox, SEARCH_DEBOUNCE_MS } from '../../../src/components/data/SearchBox'
import { renderInDashboard } from '../../support/render'
import { fakeTimersPerTest } from '../../support/fakeTimers'

describe('SearchBox', () => {
  fakeTimersPerTest()

  it('searches 300 ms after the last key, trimmed, once', () => {
    const onSearch = vi.fn()
    renderInDashboard(<SearchBox label="Search payment links" value="" onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} />)
    const input = screen.getByRole('searchbox', { name: 'Search payment links' })
    fireEvent.change(input, { target: { value: 'te' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(input, { target: { value: ' tea ' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('tea')
  })

  it('without a debounce, searches only on Enter or with its button', () => {
    const onSearch = vi.fn()
    renderInDashboard(<SearchBox label="Search wallets" value="" onSearch={onSearch} submitLabel="Search" />)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'ada@' } })
    act(() => vi.advanceTimersByTime(5000))
    expect(onSearch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledWith('ada@')
    fireEvent.submit(input.closest('form')!)
    expect(onSearch).toHaveBeenCalledTimes(2)
  })

  it('takes a new value from outside (Clear filters) over what was typed', () => {
    const onSearch = vi.fn()
    const { rerender } = renderInDashboard(<SearchBox label="Search" value="tea" onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} />)
    expect(screen.getByRole('searchbox')).toHaveValue('tea')
    rerender(<SearchBox label="Search" value="" onSearch={onSearch} debounceMs={SEARCH_DEBOUNCE_MS} />)
    expect(screen.getByRole('searchbox')).toHaveValue('')
    act(() => vi.advanceTimersByTime(1000))
    expect(onSearch).not.toHaveBeenCalled()
  })
})

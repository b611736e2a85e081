import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RelativeTime } from '../../../src/components/data/RelativeTime'
import { renderInDashboard } from '../../support/render'

describe('RelativeTime', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')
  const value = '2026-11-23T12:00:00Z'

  it('says how long ago in tabular figures, with the full local date on hover (title) and reachable by Tab', () => {
    renderInDashboard(<RelativeTime value={value} now={now} />)
    const time = screen.getByText('3 days ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', value)
    expect(time).toHaveAttribute('title', new Date(value).toLocaleString())
    expect(time).toHaveAttribute('tabindex', '0')
    expect(getComputedStyle(time).fontVariantNumeric).toBe('tabular-nums')
    time.focus()
    expect(time).toHaveFocus()
  })

  it('shows a dash for a missing or unreadable date, with nothing to focus', () => {
    renderInDashboard(<RelativeTime value="not a date" now={now} />)
    expect(screen.getByText('—')).toBeInTheDocument()
    expect(document.querySelector('[tabindex]')).toBeNull()
  })
})

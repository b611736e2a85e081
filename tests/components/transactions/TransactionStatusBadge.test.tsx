import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TransactionStatusBadge } from '../../../src/components/data/StatusBadge'
import { renderInDashboard } from '../../support/render'

describe('TransactionStatusBadge', () => {
  it.each([
    ['COMPLETED', 'Completed', 'green'],
    ['PENDING', 'Pending', 'yellow'],
    ['FAILED', 'Failed', 'red'],
    ['CANCELED', 'Cancelled', 'red'],
    ['CANCELLED', 'Cancelled', 'red'],
    ['cancelled', 'Cancelled', 'red'],
    ['REFUNDED', 'REFUNDED', 'gray'],
  ])('%s reads "%s" on a %s badge (SPEC §4: words, never colour alone)', (status, label, palette) => {
    renderInDashboard(<TransactionStatusBadge status={status} />)
    const badge = screen.getByText(label)
    // Chakra's colorPalette points the badge's palette variables at the status colour.
    expect(getComputedStyle(badge).getPropertyValue('--chakra-colors-color-palette-fg')).toBe(`var(--chakra-colors-${palette}-fg)`)
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from '../../../src/components/data/Pager'
import { renderInDashboard } from '../../support/render'

describe('Pager (SPEC §2)', () => {
  it('is not shown for a single page', () => {
    renderInDashboard(<Pager page={1} totalPages={1} onPage={vi.fn()} />)
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('says "Page X of Y" and moves to the first, previous, next and last pages', async () => {
    const onPage = vi.fn()
    renderInDashboard(<Pager page={2} totalPages={3} onPage={onPage} />)
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    for (const [name, page] of [['First page', 1], ['Previous page', 1], ['Next page', 3], ['Last page', 3]] as const) {
      await userEvent.click(screen.getByRole('button', { name }))
      expect(onPage).toHaveBeenLastCalledWith(page)
    }
  })

  it('disables what leads nowhere', () => {
    renderInDashboard(<Pager page={3} totalPages={3} onPage={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled()
  })
})

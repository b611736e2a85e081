import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable, dataColumns } from '../../../src/components/data/DataTable'
import { EmptyState } from '../../../src/components/data/EmptyState'
import { renderInDashboard } from '../../support/render'

interface Row {
  id: string
  name: string
  amount: string
}
const col = dataColumns<Row>()
const columns = col.columns([col.accessor('name', { header: 'Name' }), col.accessor('amount', { header: 'Amount', meta: { numeric: true } })])
const rows: Row[] = [
  { id: 'a', name: '<img src=x onerror=alert(1)>', amount: '25.00 USD' },
  { id: 'b', name: 'Tea', amount: '3.50 USD' },
]

describe('DataTable', () => {
  it('lays rows out under a named, focusable scroll region, money right-aligned', () => {
    renderInDashboard(<DataTable caption="Payment links" columns={columns} rows={rows} getRowId={(r) => r.id} />)
    const region = screen.getByRole('region', { name: 'Payment links' })
    expect(region).toHaveAttribute('tabindex', '0')
    // Contains its visually hidden (absolutely positioned) texts: they never widen the page.
    expect(getComputedStyle(region).position).toBe('relative')
    const table = within(region).getByRole('table')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount'])
    const cells = within(table).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual(['<img src=x onerror=alert(1)>', '25.00 USD', 'Tea', '3.50 USD'])
    expect(document.querySelector('img')).toBeNull()
    expect(getComputedStyle(cells[1]!).textAlign).toBe('end')
  })

  it('shows skeleton rows, hidden from assistive technology, while loading', () => {
    renderInDashboard(<DataTable caption="Payment links" columns={columns} rows={undefined} loading skeletonRows={3} />)
    const table = screen.getByRole('table', { hidden: true })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3)
    expect(screen.queryAllByRole('cell')).toHaveLength(0)
  })

  it('shows the empty state instead of an empty table', () => {
    renderInDashboard(<DataTable caption="Payment links" columns={columns} rows={[]} empty={<EmptyState title="No payment links yet" hint="Create your first link" />} />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('No payment links yet')).toBeInTheDocument()
    expect(screen.getByText('Create your first link')).toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

describe('DataTable sorts the rows on screen (a list the API does not sort)', () => {
  const page: Row[] = [
    { id: 'a', name: 'tea', amount: '$99.00' },
    { id: 'b', name: 'Apple', amount: '$1,200.00' },
    { id: 'c', name: 'banana', amount: '$3.50' },
  ]
  const names = () => [...document.querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent)
  const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!

  it('a header click sorts by its column (amounts as numbers, text in any case), says so with aria-sort, and a third click restores the order', async () => {
    const user = userEvent.setup()
    renderInDashboard(<DataTable caption="Links" columns={columns} rows={page} getRowId={(r) => r.id} />)
    expect(names()).toEqual(['tea', 'Apple', 'banana'])
    expect(header('Amount')).not.toHaveAttribute('aria-sort')
    const amount = within(header('Amount')).getByRole('button', { name: 'Amount' })
    await user.click(amount)
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['banana', 'tea', 'Apple'])
    await user.click(amount)
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending')
    expect(names()).toEqual(['Apple', 'tea', 'banana'])
    await user.click(amount)
    expect(header('Amount')).not.toHaveAttribute('aria-sort')
    expect(names()).toEqual(['tea', 'Apple', 'banana'])
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }))
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Amount')).not.toHaveAttribute('aria-sort')
    expect(names()).toEqual(['Apple', 'banana', 'tea'])
  })

  it('a main list offers on a phone, where its header row is hidden, a Sort by select with each column up and down, and the default order back', async () => {
    const user = userEvent.setup()
    const plain = col.columns([col.accessor('name', { header: 'Name' }), col.accessor('amount', { header: 'Amount', meta: { numeric: true } }), col.accessor('id', { header: 'Id', enableSorting: false })])
    renderInDashboard(<DataTable caption="Links" columns={plain} rows={page} getRowId={(r) => r.id} sortOnPhone />)
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Default order', 'Name, ascending', 'Name, descending', 'Amount, ascending', 'Amount, descending'])
    await user.selectOptions(select, 'Amount, descending')
    expect(names()).toEqual(['Apple', 'tea', 'banana'])
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending')
    // A header click on a wide screen shows in the select too.
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }))
    expect(select).toHaveDisplayValue('Name, ascending')
    expect(names()).toEqual(['Apple', 'banana', 'tea'])
    await user.selectOptions(select, 'Default order')
    expect(names()).toEqual(['tea', 'Apple', 'banana'])
    expect(header('Name')).not.toHaveAttribute('aria-sort')
  })

  it('a summary table has no sort select', () => {
    renderInDashboard(<DataTable caption="Links" columns={columns} rows={page} getRowId={(r) => r.id} />)
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull()
  })

  it('a column can opt out: its header is plain text', () => {
    const plain = col.columns([col.accessor('name', { header: 'Name', enableSorting: false }), col.accessor('amount', { header: 'Amount', meta: { numeric: true } })])
    renderInDashboard(<DataTable caption="Links" columns={plain} rows={page} getRowId={(r) => r.id} />)
    expect(within(header('Name')).queryByRole('button')).toBeNull()
    expect(within(header('Amount')).getByRole('button')).toBeInTheDocument()
  })
})

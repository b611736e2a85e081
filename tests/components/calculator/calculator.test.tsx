import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CalculatorForm } from '../../../src/components/calculator/CalculatorForm'
import { CalculationResults } from '../../../src/components/calculator/CalculationResults'
import { calculationFigures, INVALID_FROM, TO_BEFORE_FROM } from '../../../src/domain/calculation'
import { localDateTime } from '../../../src/domain/relativeTime'
import { renderInDashboard } from '../../support/render'
import { calculation } from '../../machines/calculator/calculationFixture'
import { ORIGINAL_TIME_ZONE, setTimeZone } from '../../support/timeZone'

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

function renderForm(props: Partial<Parameters<typeof CalculatorForm>[0]> = {}) {
  const handlers = { onCalculate: vi.fn(), onClear: vi.fn() }
  renderInDashboard(<CalculatorForm calculating={false} {...handlers} {...props} />)
  return handlers
}

describe('CalculatorForm', () => {
  beforeEach(() => setTimeZone('UTC'))
  afterEach(() => setTimeZone(ORIGINAL_TIME_ZONE))

  it('has labelled date-time inputs; Calculate hands on the range as ISO timestamps (the To Date to the end of its minute), Clear empties the dates', async () => {
    const user = userEvent.setup()
    const { onCalculate, onClear } = renderForm()
    const from = screen.getByLabelText('From Date')
    const to = screen.getByLabelText('To Date')
    expect(from).toHaveAttribute('type', 'datetime-local')
    expect(to).toHaveAttribute('type', 'datetime-local')
    fireEvent.change(from, { target: { value: '2025-01-01T00:00' } })
    fireEvent.change(to, { target: { value: '2025-01-31T23:59' } })
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    await waitFor(() => expect(onCalculate).toHaveBeenCalledTimes(1))
    expect(onCalculate.mock.calls[0]![0]).toEqual({ from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' })
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(from).toHaveValue('')
    expect(to).toHaveValue('')
    // Both dates empty: all time, no bound sent.
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    await waitFor(() => expect(onCalculate).toHaveBeenCalledTimes(2))
    expect(onCalculate.mock.calls[1]![0]).toEqual({})
  })

  it('refuses a To Date before the From Date under To, sends nothing, and the message goes once either date fixes it', async () => {
    const user = userEvent.setup()
    const { onCalculate } = renderForm()
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-02-01T00:00' } })
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2025-01-31T23:59' } })
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText(TO_BEFORE_FROM)).toBeInTheDocument()
    expect(screen.getByLabelText('To Date')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('From Date')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('From Date')).toHaveValue('2025-02-01T00:00')
    expect(onCalculate).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-01-01T00:00' } })
    await waitFor(() => expect(screen.queryByText(TO_BEFORE_FROM)).not.toBeInTheDocument())
  })

  it('puts an unreadable From Date under From', async () => {
    const { onCalculate } = renderForm()
    const from = screen.getByLabelText('From Date') as HTMLInputElement
    // A browser's datetime-local only holds valid values; one from elsewhere (autofill, a script) is checked all the same.
    Object.defineProperty(from, 'value', { configurable: true, get: () => '2025-02-30T10:00', set: () => {} })
    fireEvent.change(from)
    fireEvent.submit(screen.getByRole('form', { name: 'Date range' }))
    expect(await screen.findByText(INVALID_FROM)).toBeInTheDocument()
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(onCalculate).not.toHaveBeenCalled()
  })

  it('is busy while calculating: Calculate says so and takes no second click', async () => {
    const user = userEvent.setup()
    const { onCalculate } = renderForm({ calculating: true })
    const button = screen.getByRole('button', { name: /Calculating/ })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(onCalculate).not.toHaveBeenCalled()
  })
})

describe('CalculationResults', () => {
  it('shows the cards, averages, breakdown bars and details, fees in red', () => {
    renderInDashboard(<CalculationResults figures={calculationFigures(calculation({ provider: 'acme' }))} />)
    expect(value('Total Transactions')).toBe('3')
    // The merchants' net, named for what it is (issue 35 §11): the gateway's income is the fees.
    expect(value("Merchants' Net")).toBe('$291.00')
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument()
    expect(value('Total Fees')).toBe('$9.00')
    expect(value('Gross Volume')).toBe('$300.00')
    expect(getComputedStyle(screen.getByText('$9.00')).color).toBe('var(--chakra-colors-fg-error)')
    expect(getComputedStyle(screen.getByText('$291.00')).color).not.toBe('var(--chakra-colors-fg-error)')
    expect(value('Average amount')).toBe('$97.00')
    expect(value('Average fees')).toBe('$3.00')
    expect(value('Average gross')).toBe('$100.00')
    // One figure once: the per-transaction sum equals the gross volume here (issue 35 §11).
    expect(screen.queryByText('Total from amount')).not.toBeInTheDocument()
    expect(value('Total gross amount')).toBe('$300.00')
    expect(value('Fee percentage')).toBe('3.00%')
    expect(value('Amount percentage')).toBe('97.00%')
    const breakdown = screen.getByRole('region', { name: 'Revenue Breakdown' })
    expect(within(breakdown).getByRole('progressbar', { name: 'Amount' })).toHaveAttribute('aria-valuenow', '97')
    expect(within(breakdown).getByRole('progressbar', { name: 'Fees' })).toHaveAttribute('aria-valuetext', '3.00%')
    expect(value('Requested range')).toBe(`Since ${localDateTime('2025-01-01T00:00:00.000Z')}`)
    expect(value('First transaction')).toBe(localDateTime('2025-01-02T09:00:00.000Z'))
  })

  it('shows the same payments per currency they were charged in, never added, each with what it settled to and its rate', () => {
    renderInDashboard(<CalculationResults figures={calculationFigures(calculation())} />)
    const table = screen.getByRole('table', { name: 'Totals by currency' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Currency', 'Transactions', 'Gross volume', 'Fees', 'Amount', 'Amount as settled', 'Exchange rate'])
    const [usd, eur] = within(table).getAllByRole('row').slice(1)
    expect(within(usd!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['USD', '2', '$191.50', '$5.74', '$185.76', '$185.76', 'No conversion'])
    expect(within(eur!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['EUR', '1', '€100.00', '€3.00', '€97.00', '$105.24', '1 EUR = 1.0850 USD'])
    expect(screen.getByText('Completed transactions only. As settled in USD: EUR converted at 1 EUR = 1.0850 USD. Amounts in different currencies are never added at face value.')).toBeInTheDocument()
  })

  it('says N/A for absent transaction dates and fee fields, and "All time" for no bounds', () => {
    const empty = calculation({ count: 0 })
    empty.actual_date_range = { first_transaction: null, last_transaction: null }
    empty.date_range_requested = { from_date: null, to_date: null }
    const figures = { ...calculationFigures(empty), totalFees: null }
    renderInDashboard(<CalculationResults figures={figures} />)
    expect(value('First transaction')).toBe('N/A')
    expect(value('Last transaction')).toBe('N/A')
    expect(value('Total Fees')).toBe('N/A')
    expect(value('Requested range')).toBe('All time')
  })
})

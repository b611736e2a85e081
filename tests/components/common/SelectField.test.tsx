import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SelectField, selectOptions } from '../../../src/components/common/SelectField'
import { renderInDashboard } from '../../support/render'

type Fruit = 'apple' | 'pear'
const FRUITS = selectOptions<Fruit>(['apple', 'pear'], (fruit) => (fruit === 'apple' ? 'Apple' : 'Pear'))
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => [option.value, option.text, option.disabled])

describe('SelectField', () => {
  it('labels a select of the options and reports the chosen value', () => {
    const onChange = vi.fn()
    renderInDashboard(<SelectField label="Fruit" value="apple" options={FRUITS} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Fruit' })
    expect(optionTexts(select)).toEqual([
      ['apple', 'Apple', false],
      ['pear', 'Pear', false],
    ])
    expect(select).toHaveValue('apple')
    fireEvent.change(select, { target: { value: 'pear' } })
    expect(onChange).toHaveBeenCalledWith('pear')
    expect(select).not.toHaveAttribute('aria-invalid')
    expect(select).toBeEnabled()
  })

  it('offers an "All" option first that lifts the choice (undefined)', () => {
    const onChange = vi.fn()
    renderInDashboard(<SelectField label="Fruit" allLabel="All fruit" value={undefined} options={FRUITS} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Fruit' })
    expect(optionTexts(select)[0]).toEqual(['', 'All fruit', false])
    expect(select).toHaveValue('')
    fireEvent.change(select, { target: { value: 'pear' } })
    fireEvent.change(select, { target: { value: '' } })
    expect(onChange.mock.calls).toEqual([['pear'], [undefined]])
  })

  it('shows a disabled prompt until something is chosen', () => {
    const onChange = vi.fn()
    renderInDashboard(<SelectField label="Fruit" placeholder="Choose a fruit" value={null} options={FRUITS} onChange={onChange} required />)
    const select = screen.getByRole('combobox', { name: /^Fruit/ })
    expect(optionTexts(select)[0]).toEqual(['', 'Choose a fruit', true])
    expect(select).toHaveValue('')
    expect(select).toBeRequired()
    fireEvent.change(select, { target: { value: 'apple' } })
    expect(onChange).toHaveBeenCalledWith('apple')
  })

  it('ties an error to the select (aria-invalid, aria-describedby) and otherwise its helper', () => {
    const { rerender } = renderInDashboard(<SelectField label="Fruit" value="apple" options={FRUITS} onChange={() => {}} helper="Pick one" />)
    const select = screen.getByRole('combobox', { name: 'Fruit' })
    expect(select).toHaveAccessibleDescription('Pick one')
    rerender(<SelectField label="Fruit" value="apple" options={FRUITS} onChange={() => {}} helper="Pick one" error="Apples are sold out" />)
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Apples are sold out')
    expect(screen.getByText('Apples are sold out').id).toBe(select.getAttribute('aria-describedby'))
    expect(screen.queryByText('Pick one')).not.toBeInTheDocument()
  })

  it('can be disabled', () => {
    renderInDashboard(<SelectField label="Fruit" value="apple" options={FRUITS} onChange={() => {}} disabled />)
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toBeDisabled()
  })
})

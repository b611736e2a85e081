import { Input } from '@chakra-ui/react'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from '../../../src/components/common/FormField'
import { renderInDashboard } from '../../support/render'

const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('FormField (issue 12 part 3: errors tied to their inputs)', () => {
  it('a control passed as it is: described by its hint, then by its error while there is one, and marked invalid', () => {
    const { rerender } = renderInDashboard(
      <FormField label="Amount" helper="Between 10 and 900">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(describedBy(input)).toEqual(['Between 10 and 900'])
    expect(input).not.toHaveAttribute('aria-invalid')
    rerender(
      <FormField label="Amount" helper="Between 10 and 900" error="Minimum amount is $10">
        <Input />
      </FormField>,
    )
    expect(describedBy(input)).toEqual(['Minimum amount is $10'])
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Between 10 and 900')).not.toBeInTheDocument()
  })

  it('a control rendered by a function gets the same description', () => {
    renderInDashboard(<FormField label="Email" error="Email is required">{(control) => <input {...control} aria-label="Email" />}</FormField>)
    expect(describedBy(screen.getByRole('textbox', { name: 'Email' }))).toEqual(['Email is required'])
  })
})

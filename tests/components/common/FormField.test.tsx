import { Input } from '@chakra-ui/react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FormField } from '../../../src/components/common/FormField'
import { useZodForm } from '../../../src/components/common/useZodForm'
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

const TripSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Invalid email address'),
})

function TripForm({ onSubmit }: { onSubmit: (values: z.output<typeof TripSchema>) => void }) {
  const form = useZodForm(TripSchema, { name: '', email: '' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormField form={form} name="name" label="Name" required>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="email" label="Email" helper="We send the receipt there" required>
        {(control) => <Input {...control} type="email" />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  )
}

describe('FormField with its form (the one form style: useZodForm + FormField)', () => {
  it('an invalid submit shows each message under its field, ties it to the input, focuses the first field in error and sends nothing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderInDashboard(<TripForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const name = screen.getByRole('textbox', { name: /^Name/ })
    const email = screen.getByRole('textbox', { name: /^Email/ })
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(describedBy(name)).toEqual(['Name is required'])
    expect(describedBy(email)).toEqual(['Email is required'])
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(name).toHaveFocus())
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the first field in error, not the first field', async () => {
    const user = userEvent.setup()
    renderInDashboard(<TripForm onSubmit={vi.fn()} />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const email = screen.getByRole('textbox', { name: /^Email/ })
    await waitFor(() => expect(email).toHaveFocus())
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
  })

  it('checks a field when it is left, and the message goes as soon as the field is fixed', async () => {
    const user = userEvent.setup()
    renderInDashboard(<TripForm onSubmit={vi.fn()} />)
    const email = screen.getByRole('textbox', { name: /^Email/ })
    await user.type(email, 'ada@')
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(describedBy(email)).toEqual(['Invalid email address'])
    await user.type(email, 'example.com')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(describedBy(email)).toEqual(['We send the receipt there'])
  })

  it('a valid submit hands the parsed values (trimmed by the schema) once', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderInDashboard(<TripForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Ada ')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ada', email: 'ada@example.com' })
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Input } from '@chakra-ui/react'
import { FilterForm } from '../../../src/components/data/FilterForm'
import { ListToolbar } from '../../../src/components/data/ListToolbar'
import { FormField } from '../../../src/components/common/FormField'
import { useZodForm } from '../../../src/components/common/useZodForm'
import { renderInDashboard } from '../../support/render'

const schema = z.object({ min: z.string().regex(/^\d*$/, 'Digits only') })

function Filters({ onApply }: { onApply: (value: { min: string }) => void }) {
  const form = useZodForm(schema, { min: '' })
  return (
    <FilterForm label="Test filters" onApply={form.handleSubmit(onApply)} onClear={() => form.reset()}>
      <FormField form={form} name="min" label="Min">
        {(control) => <Input {...control} />}
      </FormField>
    </FilterForm>
  )
}

/** The width the toolbar reads: a phone's (below md) or not. */
function screenIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: phone, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList)
}
afterEach(() => {
  vi.restoreAllMocks()
  // @ts-expect-error -- jsdom has no scrolling; the phone test stands one in
  delete Element.prototype.scrollIntoView
})

function renderToolbar() {
  const onApply = vi.fn()
  renderInDashboard(<ListToolbar filters={{ active: [], onClearAll: () => {}, panel: <Filters onApply={onApply} /> }} />)
  return onApply
}

describe('ListToolbar with its FilterForm (issue 35 §10)', () => {
  it('on a phone, applied filters close the panel; refused ones keep it open with the error', async () => {
    screenIsPhone(true)
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    const user = userEvent.setup()
    const onApply = renderToolbar()
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.type(screen.getByLabelText('Min'), 'x')
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    expect(await screen.findByText('Digits only')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Test filters' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Min'))
    await user.type(screen.getByLabelText('Min'), '5')
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Test filters' })).not.toBeInTheDocument())
    expect(onApply).toHaveBeenCalledWith({ min: '5' }, expect.anything())
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false')
    // No table here: the toolbar itself comes into view (tests/e2e/phone.e2e.ts moves to a list's results).
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }))
  })

  it('on a wider screen the panel stays open to adjust', async () => {
    screenIsPhone(false)
    const user = userEvent.setup()
    const onApply = renderToolbar()
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(onApply).toHaveBeenCalled())
    expect(screen.getByRole('form', { name: 'Test filters' })).toBeInTheDocument()
  })
})

import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CommandPalette, type CommandPaletteProps } from '../../../src/components/palette/CommandPalette'
import { SearchButton } from '../../../src/components/shell/SearchButton'
import { renderInDashboard } from '../../support/render'

const GROUPS = [
  { title: 'Screens', options: [{ id: 'screen:/payment-links', label: 'Payment Links' }] },
  { title: 'Payment links', options: [{ id: 'link:a', label: 'Crypto demo', detail: '$25.00 · demo-crypto' }, { id: 'link:b', label: 'Card demo', detail: '€49.99 · demo-card' }] },
  { title: 'Transactions', options: [] },
]

function open(props: Partial<CommandPaletteProps> = {}) {
  const handlers = { onQueryChange: vi.fn(), onChoose: vi.fn(), onClose: vi.fn() }
  renderInDashboard(<CommandPalette query="demo" finds="screens, payment links" groups={GROUPS} searching={false} failures={[]} {...handlers} {...props} />)
  return { ...handlers, dialog: screen.getByRole('dialog', { name: 'Go to or find' }) }
}

describe('CommandPalette', () => {
  it('a combobox over one listbox of labelled groups; empty groups are left out', () => {
    const { dialog } = open()
    const input = within(dialog).getByRole('combobox', { name: 'Search screens, payment links' })
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id)
    expect(within(dialog).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent)).toEqual(['Screens', 'Payment links'])
    expect(within(within(dialog).getByRole('group', { name: 'Payment links' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Crypto demo$25.00 · demo-crypto', 'Card demo€49.99 · demo-card'])
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 results')
  })

  it('typing reports the text; a click chooses an option; the pointer moves the active option', () => {
    const { dialog, onQueryChange, onChoose } = open()
    const input = within(dialog).getByRole('combobox')
    fireEvent.change(input, { target: { value: 'demo c' } })
    expect(onQueryChange).toHaveBeenCalledWith('demo c')
    const card = within(dialog).getByRole('option', { name: /Card demo/ })
    fireEvent.mouseMove(card)
    expect(input).toHaveAttribute('aria-activedescendant', card.id)
    fireEvent.click(card)
    expect(onChoose).toHaveBeenCalledWith({ id: 'link:b', label: 'Card demo', detail: '€49.99 · demo-card' })
  })

  it('Enter and the arrows with nothing to choose do nothing; the status says a search is running', () => {
    const { dialog, onChoose } = open({ groups: [{ title: 'Screens', options: [] }], searching: true })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching…')
    const input = within(dialog).getByRole('combobox')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('a failed search shows its message as an alert beside what the other searches found', () => {
    const { dialog } = open({ failures: ['Failed to fetch transactions'] })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to fetch transactions')
    expect(within(dialog).getAllByRole('option')).toHaveLength(3)
  })

  it('says that nothing matched the typed text', () => {
    const { dialog } = open({ query: ' zzqx ', groups: [] })
    expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “zzqx”')
  })
})

describe('SearchButton', () => {
  it('is named Search… and shows the shortcut, Ctrl K off Apple keyboards', () => {
    const onClick = vi.fn()
    renderInDashboard(<SearchButton onClick={onClick} />)
    const button = screen.getByRole('button', { name: 'Search…' })
    expect(button).toHaveTextContent('Ctrl K')
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })
})

/**
 * The command palette in the signed-in app, against the sandbox (issue 21 §5): Ctrl/Cmd+K opens it on any
 * screen, it lists the side menu's screens, and typing asks the lists' own calls with their search param,
 * once the typing pauses (250 ms), aborting the call of the text before; choosing opens the record.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiBase } from '../../src/api/client'
import { PALETTE_DEBOUNCE_MS } from '../../src/routes/-palette/debouncedSearch'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { storeSession } from '../support/session'
import { FIRST, recordQueries } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const LINKS = '/transaction/payment-link/list'

// jsdom lays nothing out, so the dialog's focus trap (tabbable) would find every element hidden and focus the dialog itself.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList)
})
afterEach(() => {
  vi.useRealTimers()
})

async function openApp(email: string, path: string, heading: string) {
  await storeSession(email)
  const app = renderRoute(path, { strictMode: false })
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST)
  return app
}

const palette = () => screen.getByRole('dialog', { name: 'Go to or find' })
const input = () => within(palette()).getByRole('combobox')
const optionLabels = () => within(palette()).queryAllByRole('option').map((option) => option.querySelector('p')?.textContent)
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(window, { key, ...init })
const type = (text: string) => fireEvent.change(input(), { target: { value: text } })

describe('the command palette', { timeout: 40_000 }, () => {
  it('Ctrl+K and Cmd+K open it on a screen, with the side menu’s screens; Escape closes it and gives the focus back', async () => {
    await openApp('merchant@paygrid.test', '/wallet', 'Wallet')
    // The side menu (hidden in jsdom, which applies no media query: the wide screen's menu).
    const menu = within(screen.getByRole('navigation', { name: 'Main menu', hidden: true }))
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent)
    const button = screen.getAllByRole('button', { name: 'Search…' })[0]!
    button.focus()

    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    expect(optionLabels()).toEqual(menu)
    expect(within(palette()).getByRole('group', { name: 'Screens' })).toBeInTheDocument()
    expect(input()).toHaveAttribute('aria-activedescendant', within(palette()).getAllByRole('option')[0]!.id)

    fireEvent.keyDown(input(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())

    press('K', { metaKey: true })
    expect(await screen.findByRole('dialog', { name: 'Go to or find' })).toBeInTheDocument()
    // The typed text narrows the screens.
    type('pay')
    expect(optionLabels()[0]).toBe('Payment Links')
  })

  it('asks the payment-link list with the search param once the typing pauses, and the next keystroke aborts that call', async () => {
    await openApp('merchant@paygrid.test', '/dashboard', 'Overview')
    const calls = recordQueries(server, LINKS)
    const requests: Request[] = []
    server.use(http.get(`${apiBase}${LINKS}`, ({ request }) => (requests.push(request), new Promise<never>(() => {})), { once: true }))
    screen.getAllByRole('button', { name: 'Search…' })[0]!.click()
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)

    vi.useFakeTimers()
    type('C')
    type('Cr')
    type('Cry')
    await act(() => vi.advanceTimersByTimeAsync(PALETTE_DEBOUNCE_MS - 10))
    expect(calls).toEqual([])
    expect(within(palette()).getByRole('status')).toHaveTextContent('Searching…')
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(calls).toEqual([{ page: '1', page_size: '50', search: 'Cry', filter_type: 'all' }])
    expect(requests[0]!.signal.aborted).toBe(false)

    type('Cryp')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(requests[0]!.signal.aborted).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(PALETTE_DEBOUNCE_MS))
    expect(calls.map((query) => query.search)).toEqual(['Cry', 'Cryp'])
    vi.useRealTimers()

    type('Crypt')
    await waitFor(() => expect(optionLabels().sort()).toEqual(['Card or crypto demo', 'Crypto demo']))
    expect(within(palette()).getByRole('group', { name: 'Payment links' })).toBeInTheDocument()
  })

  it('arrow keys move the active option and Enter opens the link’s details on its list', async () => {
    const app = await openApp('merchant@paygrid.test', '/dashboard', 'Overview')
    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    type('demo')
    await waitFor(() => expect(optionLabels().sort()).toEqual(['Card demo', 'Card or crypto demo', 'Crypto demo', 'Expired demo']), FIRST)
    const options = within(palette()).getAllByRole('option')
    const active = () => input().getAttribute('aria-activedescendant')
    expect(active()).toBe(options[0]!.id)
    // Up from the first wraps to the last, down from the last to the first.
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    expect(active()).toBe(options[3]!.id)
    expect(options[3]).toHaveAttribute('aria-selected', 'true')
    expect(options[0]).toHaveAttribute('aria-selected', 'false')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(active()).toBe(options[0]!.id)
    const card = optionLabels().indexOf('Card demo')
    for (let step = 0; step < card; step++) fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(active()).toBe(options[card]!.id)

    fireEvent.keyDown(input(), { key: 'Enter' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to or find' })).not.toBeInTheDocument())
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-links'))
    expect(app.router.state.location.search).toEqual({ link: 'demo-card' })
    // The details dialog opens at once, busy until the link is read.
    const details = await screen.findByRole('dialog', { name: 'Payment Link Details' }, FIRST)
    expect(await within(details).findByText('Card demo', {}, FIRST)).toBeInTheDocument()
  })

  it('says when nothing matches', async () => {
    await openApp('merchant@paygrid.test', '/dashboard', 'Overview')
    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    type('zzqx-nothing')
    await waitFor(() => expect(within(palette()).getByRole('status')).toHaveTextContent('No results for “zzqx-nothing”'), FIRST)
    expect(within(palette()).queryAllByRole('option')).toEqual([])
    expect(input()).toHaveAttribute('aria-expanded', 'false')
  })

  it('an admin finds wallets and integrations (by the owner’s e-mail); a wallet opens the wallets list narrowed to it', async () => {
    const app = await openApp('admin@paygrid.test', '/dashboard', 'Overview')
    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    expect(input()).toHaveAccessibleName('Search screens, transactions, wallets, integrations')
    type('client09')
    await waitFor(() => expect(within(palette()).getByRole('group', { name: 'Wallets' })).toBeInTheDocument(), FIRST)
    const integrations = await within(palette()).findByRole('group', { name: 'Integrations' }, FIRST)
    expect(within(integrations).getByRole('option')).toHaveTextContent('www.gadgets-09.example')
    const wallet = within(within(palette()).getByRole('group', { name: 'Wallets' })).getAllByRole('option')[0]!
    expect(wallet).toHaveTextContent('client09@paygrid.test')
    fireEvent.click(wallet)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/wallets-admin'))
    expect(app.router.state.location.search).toEqual({ search: expect.stringMatching(/^\S+$/) })
    expect(await screen.findByText('client09@paygrid.test', {}, FIRST)).toBeInTheDocument()
  })

  it('staff find a client’s wallet and open its transfers', async () => {
    const app = await openApp('staff@paygrid.test', '/funds-transfer', 'Transfer Funds')
    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    expect(optionLabels()).toEqual(['Transfer Funds', 'Integration Validation', 'Validated Integration'])
    type('merchant@')
    const group = await screen.findByRole('group', { name: 'Wallets' }, FIRST)
    fireEvent.click(within(group).getAllByRole('option')[0]!)
    await waitFor(() => expect(app.router.state.location.search).toEqual({ wallet: expect.any(String) }))
  })

  it('finds a transaction by the id its receipt shows ("TX{id}", spaces around it) and opens it', async () => {
    const app = await openApp('merchant@paygrid.test', '/dashboard', 'Overview')
    const receipt = store.transactions.find((tx) => tx.ownerId === 'usr_merchant')!
    press('k', { ctrlKey: true })
    await waitFor(() => expect(input()).toHaveFocus(), FIRST)
    type(` TX${receipt.id} `)
    const group = await screen.findByRole('group', { name: 'Transactions' }, FIRST)
    expect(within(group).getAllByRole('option')).toHaveLength(1)
    fireEvent.click(within(group).getByRole('option'))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tx: receipt.id }))
  })
})

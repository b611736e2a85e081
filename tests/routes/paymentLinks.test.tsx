import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { appToaster } from '../../src/components/common/toaster'
import { relativeTime } from '../../src/domain/relativeTime'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const PASSWORD = 'Sandbox-pass-1'
const LIST = '/transaction/payment-link/list'
const CREATE = '/transaction/payment-link/create'

async function signIn(email = 'merchant@paygrid.test') {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

interface Sent {
  method: string
  path: string
  query: Record<string, string>
  key: string | null
  body: unknown
}

/** Every API request the screen sends, with its query, its Idempotency-Key and its JSON body. */
function recordRequests() {
  const sent: Sent[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    const text = request.method === 'POST' ? await request.clone().text() : ''
    sent.push({ method: request.method, path: url.pathname.replace('/sandbox', ''), query: Object.fromEntries(url.searchParams), key: request.headers.get('Idempotency-Key'), body: text ? JSON.parse(text) : undefined })
  })
  return {
    lists: () => sent.filter((r) => r.method === 'GET' && r.path === LIST).map((r) => r.query),
    creates: () => sent.filter((r) => r.method === 'POST' && r.path === CREATE),
    details: () => sent.filter((r) => r.method === 'GET' && r.path.startsWith('/transaction/payment-link/') && r.path !== LIST).map((r) => r.path),
  }
}

afterEach(() => {
  server.events.removeAllListeners()
  // The toaster outlives a test's render: a toast left by one test must not be found by the next.
  appToaster.remove()
})

const table = () => screen.getByRole('table', { name: 'Payment links' })
const rows = () => within(table()).getAllByRole('row').slice(1)
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name))!
const names = () => rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)
const counter = (shown: number, total: number) => screen.findByText(`${shown} of ${total} payment links`)
// No pause between keystrokes: typing is not what these tests time.
const setUpUser = () => userEvent.setup({ delay: null })

async function openScreen(path = '/payment-links', options?: { strictMode?: boolean }) {
  await signIn()
  const app = renderRoute(path, options)
  return app
}

describe('/payment-links access', () => {
  it('nolinks@paygrid.test never reaches the screen: it is sent to /dashboard and no list call is made', async () => {
    const requests = recordRequests()
    await signIn('nolinks@paygrid.test')
    const { router } = renderRoute('/payment-links')
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(screen.queryByRole('link', { name: 'Payment Links' })).not.toBeInTheDocument()
    expect(requests.lists()).toEqual([])
  })
})

describe('/payment-links list against the sandbox', () => {
  it('shows skeleton rows while loading, then every link with the counter; the call is page 1 of 50 with filter_type all', async () => {
    const requests = recordRequests()
    await openScreen('/payment-links', { strictMode: false })
    const loading = await screen.findByRole('table', { name: 'Payment links' })
    expect(loading).toHaveAttribute('aria-busy', 'true')
    await counter(20, 20)
    expect(table()).not.toHaveAttribute('aria-busy')
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Payment Link', 'Name', 'Amount', 'Payment Method', 'Status', 'Updated At', 'Actions'])
    expect(rows()).toHaveLength(20)
    expect(requests.lists()).toEqual([{ page: '1', page_size: '50', filter_type: 'all' }])

    const crypto = within(rowOf('Crypto demo'))
    expect(crypto.getByRole('button', { name: 'http://localhost:300... (copy)' })).toBeInTheDocument()
    expect(crypto.getByText('$25.00')).toBeInTheDocument()
    expect(crypto.getByText('Crypto')).toBeInTheDocument()
    expect(crypto.getByText('Active')).toBeInTheDocument()
    // The seeds are dated from today's start (9:00 five days back), so the words depend on the hour the test runs.
    const cryptoLink = store.paymentLinks.find((link) => link.id === 'demo-crypto')!
    expect(crypto.getByText(relativeTime(cryptoLink.updated_at)!)).toBeInTheDocument()
    expect(relativeTime(cryptoLink.updated_at)).toMatch(/^[45] days ago$/)
    expect(within(rowOf('Card demo')).getByText('€49.99')).toBeInTheDocument()
    expect(within(rowOf('Expired demo')).getByText('Expired')).toBeInTheDocument()
    expect(within(rowOf('Card or crypto demo')).getAllByText(/^(Card|Crypto)$/).map((b) => b.textContent)).toEqual(['Card', 'Crypto'])
    const checkout = crypto.getByRole('link', { name: 'Open checkout: Crypto demo (new tab)' })
    expect(checkout).toHaveAttribute('href', 'http://localhost:3000/payment-link?id=demo-crypto')
    expect(checkout).toHaveAttribute('target', '_blank')
    expect(checkout).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('searches by name or URL after typing stops, keeps it in the URL, and says "No payment links found" with a Clear when nothing matches', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    const { router } = await openScreen('/payment-links', { strictMode: false })
    await counter(20, 20)
    await user.type(screen.getByRole('searchbox', { name: 'Search payment links' }), 'demo')
    // The counter's total is the unfiltered list's (read already, not again): "4 of 20", not "4 of 4".
    await counter(4, 20)
    expect(names()).toEqual(['Card or crypto demo', 'Card demo', 'Crypto demo', 'Expired demo'])
    // Debounced: one call for the whole word.
    expect(requests.lists()).toEqual([
      { page: '1', page_size: '50', filter_type: 'all' },
      { page: '1', page_size: '50', search: 'demo', filter_type: 'all' },
    ])
    expect(router.state.location.search).toEqual({ search: 'demo' })

    await user.clear(screen.getByRole('searchbox', { name: 'Search payment links' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search payment links' }), 'pl_seed07')
    await counter(1, 20)
    expect(names()).toEqual(['Yoga class pack'])

    await user.clear(screen.getByRole('searchbox', { name: 'Search payment links' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search payment links' }), 'no such link')
    expect(await screen.findByText('No payment links found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await counter(20, 20)
    expect(screen.getByRole('searchbox', { name: 'Search payment links' })).toHaveValue('')
    expect(router.state.location.search).toEqual({})
  })

  // Each filter's parameter alone is the list query's unit test (tests/domain/paymentLinksSearch.test.ts); here the dialog, the URL and the call together.
  it('the toolbar reads search, Filters, Export CSV in that order; the filter form sends exactly the chosen filters, shows them as chips and keeps them in the URL; a chip and Clear all lift them', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    const { router } = await openScreen('/payment-links', { strictMode: false })
    await counter(20, 20)
    const search = screen.getByRole('searchbox', { name: 'Search payment links' })
    const filtersButton = screen.getByRole('button', { name: 'Filters' })
    const exportButton = screen.getByRole('button', { name: 'Export CSV' })
    expect(search.compareDocumentPosition(filtersButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(filtersButton.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(exportButton.compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument()
    await user.click(filtersButton)
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true')
    const form = await screen.findByRole('form', { name: 'Payment link filters' })
    await user.selectOptions(within(form).getByLabelText('Status'), 'pending')
    await user.selectOptions(within(form).getByLabelText('Currency'), 'EUR')
    await user.type(within(form).getByLabelText('Min Amount'), '20')
    await user.type(within(form).getByLabelText('Max Amount'), '200')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await counter(2, 20)
    expect(names()).toEqual(['Café gift card', 'Photo session'])
    expect(requests.lists().at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'pending', currency: 'EUR', amount_min: '20', amount_max: '200' })
    expect(router.state.location.search).toEqual({ status: 'pending', currency: 'EUR', min: 20, max: 200 })
    expect(screen.getByTestId('filters-active-dot')).toBeInTheDocument()
    const chips = screen.getByRole('group', { name: 'Active filters' })
    expect(within(chips).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Remove filter Status: Pending',
      'Remove filter Currency: EUR',
      'Remove filter Min Amount: 20.00',
      'Remove filter Max Amount: 200.00',
      'Clear all',
    ])

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Currency: EUR' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending', min: 20, max: 200 }))
    await waitFor(() => expect(requests.lists().at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'pending', amount_min: '20', amount_max: '200' }))
    // The open form follows the URL.
    expect(within(form).getByLabelText('Currency')).toHaveValue('all')

    await user.click(within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }))
    await counter(20, 20)
    expect(requests.lists().at(-1)).toEqual({ page: '1', page_size: '50', filter_type: 'all' })
    expect(router.state.location.search).toEqual({})
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument()
  })

  it('a shared URL brings its search and filters back (reload), and Clear Filters keeps the search', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    const { router } = await openScreen('/payment-links?search=o&status=completed&currency=USD&min=20&max=200', { strictMode: false })
    // Arriving narrowed, the unfiltered list is read once for the counter's total.
    await waitFor(() =>
      expect(requests.lists()).toEqual(
        expect.arrayContaining([
          { page: '1', page_size: '50', search: 'o', filter_type: 'completed', currency: 'USD', amount_min: '20', amount_max: '200' },
          { page: '1', page_size: '50', filter_type: 'all' },
        ]),
      ),
    )
    expect(requests.lists()).toHaveLength(2)
    await counter(2, 20)
    expect(names()).toEqual(['Card or crypto demo', 'Crypto demo'])
    expect(screen.getByRole('searchbox', { name: 'Search payment links' })).toHaveValue('o')
    await user.click(screen.getByRole('button', { name: /^Filters.*active/ }))
    const dialog = await screen.findByRole('form', { name: 'Payment link filters' })
    expect(within(dialog).getByLabelText('Status')).toHaveValue('completed')
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD')
    expect(within(dialog).getByLabelText('Min Amount')).toHaveValue('20')
    expect(within(dialog).getByLabelText('Max Amount')).toHaveValue('200')
    await user.click(within(dialog).getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'o' }))
    expect(requests.lists().at(-1)).toEqual({ page: '1', page_size: '50', search: 'o', filter_type: 'all' })
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
  })

  it('drops what a shared URL gets wrong rather than the page', async () => {
    const requests = recordRequests()
    await openScreen('/payment-links?status=paid&currency=GBP&min=-5&max=abc', { strictMode: false })
    await counter(20, 20)
    expect(requests.lists()).toEqual([{ page: '1', page_size: '50', filter_type: 'all' }])
    expect(screen.queryByTestId('filters-active-dot')).not.toBeInTheDocument()
  })

  it('says "No payment links yet" with the create action when the merchant has none', async () => {
    store.paymentLinks.splice(0, store.paymentLinks.length, ...store.paymentLinks.filter((link) => link.ownerId !== 'usr_merchant'))
    await openScreen()
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument()
    expect(screen.getByText('0 of 0 payment links')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Create Payment Link' })).toHaveLength(2)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('a failed load says "Failed to fetch payment links" after the cache retries, and Try Again fetches again', async () => {
    const user = setUpUser()
    let failing = true
    let calls = 0
    server.use(
      http.get(`${apiBase}${LIST}`, () => {
        calls += 1
        return failing ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : undefined
      }),
    )
    await openScreen('/payment-links', { strictMode: false })
    // SPEC §9: 3 retries (1 s, 2 s, 4 s) before the error shows; the spec's words, not the server's.
    expect(await screen.findByText('Failed to fetch payment links', {}, { timeout: 12_000 })).toBeInTheDocument()
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument()
    expect(calls).toBe(4)
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await counter(20, 20)
  })
})

describe('Create Payment Link against the sandbox', () => {
  async function openCreate(user: ReturnType<typeof userEvent.setup>) {
    await counter(20, 20)
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }))
    return screen.findByRole('dialog', { name: 'Create Payment Link' })
  }
  const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create Payment Link' })

  it('checks the amount on blur and re-checks a shown error while typing; a blank name is refused on submit; Create is disabled meanwhile', async () => {
    const user = setUpUser()
    await openScreen()
    const dialog = await openCreate(user)
    const amount = within(dialog).getByLabelText(/^Amount/)
    expect(submitButton(dialog)).toBeDisabled()
    await user.click(amount)
    await user.tab()
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument()
    await user.type(amount, '9.99')
    expect(await within(dialog).findByText('Minimum amount is $10')).toBeInTheDocument()
    expect(amount).toHaveValue('9.99')
    await user.clear(amount)
    await user.type(amount, '25')
    expect(within(dialog).queryByText('Minimum amount is $10')).not.toBeInTheDocument()
    expect(submitButton(dialog)).toBeDisabled()
    await user.type(within(dialog).getByLabelText(/^Name/), '   ')
    expect(submitButton(dialog)).toBeEnabled()
    await user.click(submitButton(dialog))
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument()
    expect(submitButton(dialog)).toBeDisabled()
  })

  it('keeps the last payment method checked and says "Please select at least one payment method"', async () => {
    const user = setUpUser()
    await openScreen()
    const dialog = await openCreate(user)
    await user.click(within(dialog).getByText('Card'))
    expect(within(dialog).getByRole('checkbox', { name: 'Card' })).not.toBeChecked()
    await user.click(within(dialog).getByText('Crypto (USDC on Polygon)'))
    expect(within(dialog).getByRole('checkbox', { name: 'Crypto (USDC on Polygon)' })).toBeChecked()
    expect(await within(dialog).findByText('Please select at least one payment method')).toBeInTheDocument()
  })

  it('creates a link with the SPEC §3 payload and an Idempotency-Key, toasts, closes, and the list shows it', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    await openScreen('/payment-links', { strictMode: false })
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByLabelText(/^Amount/), '42.5')
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'EUR')
    await user.type(within(dialog).getByLabelText(/^Name/), 'Piano lesson')
    await user.type(within(dialog).getByLabelText('Description'), 'One hour, at home')
    await user.click(within(dialog).getByText('Card'))
    await user.click(submitButton(dialog))
    expect(await screen.findByText('Payment link created successfully!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Payment Link' })).not.toBeInTheDocument())
    await counter(21, 21)
    expect(names()[0]).toBe('Piano lesson')
    expect(within(rowOf('Piano lesson')).getByText('€42.50')).toBeInTheDocument()
    const [create] = requests.creates()
    expect(create!.body).toEqual({ amount: '42.50', currency: 'EUR', name: 'Piano lesson', description: 'One hour, at home', payment_method: 'crypto', products: [] })
    expect(create!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(requests.lists()).toHaveLength(2)
  })

  it('shows the server\'s message in the dialog with the typed values kept, else "Failed to create payment link"', async () => {
    const user = setUpUser()
    let answer: () => Response = () => HttpResponse.json({ message: 'Your plan does not allow more links.' }, { status: 403 })
    server.use(http.post(`${apiBase}${CREATE}`, () => answer()))
    await openScreen()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByLabelText(/^Amount/), '25')
    await user.type(within(dialog).getByLabelText(/^Name/), 'Consulting')
    await user.click(submitButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your plan does not allow more links.')
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('25')
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Consulting')
    answer = () => new HttpResponse(null, { status: 500 })
    await user.click(submitButton(dialog))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create payment link'))
  })

  it('a lost answer, then Create again: one link is created (the retry carries the same Idempotency-Key)', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    await openScreen('/payment-links', { strictMode: false })
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByLabelText(/^Amount/), '77')
    await user.type(within(dialog).getByLabelText(/^Name/), 'Lost answer')
    const drop = await fetch(`${apiBase}/__sandbox/drop-next-response`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: CREATE }) })
    expect(drop.ok).toBe(true)
    await user.click(submitButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create payment link')
    expect(store.paymentLinks.filter((link) => link.name === 'Lost answer')).toHaveLength(1)
    await user.click(submitButton(dialog))
    expect(await screen.findByText('Payment link created successfully!')).toBeInTheDocument()
    await counter(21, 21)
    expect(store.paymentLinks.filter((link) => link.name === 'Lost answer')).toHaveLength(1)
    const keys = requests.creates().map((r) => r.key)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })
})

describe('details, copy and export against the sandbox', () => {
  it('Details shows every field of SPEC §2, reads the link, and loads its QR code', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    await openScreen('/payment-links', { strictMode: false })
    await counter(20, 20)
    await user.click(within(rowOf('Card or crypto demo')).getByRole('button', { name: 'Details: Card or crypto demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment Link Details' })
    expect(within(dialog).getByText('http://localhost:3000/payment-link?id=de...')).toBeInTheDocument()
    expect(within(dialog).getByText('No description provided')).toBeInTheDocument()
    expect(within(dialog).getByText('$120.00')).toBeInTheDocument()
    expect(within(dialog).getByText('USD')).toBeInTheDocument()
    expect(within(dialog).getByText('No')).toBeInTheDocument()
    expect(within(dialog).getByText('Active')).toBeInTheDocument()
    for (const label of ['Link', 'Name', 'Status', 'Expired', 'Created', 'Expires', 'Amount', 'Currency', 'Payment Method', 'Description']) expect(within(dialog).getByText(label)).toBeInTheDocument()
    expect(await within(dialog).findByRole('img', { name: 'QR code of Card or crypto demo' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeInTheDocument()
    await waitFor(() => expect(requests.details()).toEqual(['/transaction/payment-link/demo-both']))
    await user.keyboard('{Escape}')
    await user.click(within(rowOf('Expired demo')).getByRole('button', { name: 'Details: Expired demo' }))
    const expired = await screen.findByRole('dialog', { name: 'Payment Link Details' })
    expect(within(expired).getByText('Yes')).toBeInTheDocument()
    expect(within(expired).getAllByText('Expired').map((node) => node.tagName).sort()).toEqual(['DT', 'SPAN'])
    expect(within(expired).getByText('This link has expired.')).toBeInTheDocument()
  })

  it('a shared ?link= of a link not listed opens its details from its own call; one that is not there says so at once, and Close lifts it from the URL', async () => {
    const user = setUpUser()
    const requests = recordRequests()
    const { router } = await openScreen('/payment-links?search=Expired&link=demo-both', { strictMode: false })
    const dialog = await screen.findByRole('dialog', { name: 'Payment Link Details' })
    expect(await within(dialog).findByText('Card or crypto demo')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Expired' }))
    await router.navigate({ to: '/payment-links', search: { link: 'gone-link' } })
    const missing = await screen.findByRole('dialog', { name: 'Payment Link Details' })
    expect(within(missing).getByLabelText('Loading the payment link')).toHaveAttribute('aria-busy', 'true')
    // A 404 is not retried: the answer is said as soon as it comes.
    expect(await within(missing).findByText('This payment link could not be found.', {}, { timeout: 900 })).toBeInTheDocument()
    expect(requests.details().filter((path) => path.endsWith('/gone-link'))).toHaveLength(1)
    await user.click(within(missing).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('copies a link from the list (its url) and from the details, with the SPEC toasts', async () => {
    const user = setUpUser()
    await openScreen()
    await counter(20, 20)
    await user.click(within(rowOf('Crypto demo')).getByRole('button', { name: /\(copy\)$/ }))
    expect(await screen.findByText('Payment link copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/payment-link?id=demo-crypto')
    await user.click(within(rowOf('Card demo')).getByRole('button', { name: 'Details: Card demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment Link Details' })
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/payment-link?id=demo-card')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(within(dialog).getByRole('button', { name: /^Copy link/ }))
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument()
  })

  it('Export CSV writes the listed links of the active search and filters', async () => {
    const user = setUpUser()
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:csv'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await openScreen('/payment-links?search=demo&currency=USD')
    await counter(3, 20)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(blobs).toHaveLength(1)
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('ID,URL,Name,Description,Amount,Currency,Payment Method,Status,Created,Updated,Expires')
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'demo-both,http://localhost:3000/payment-link?id=demo-both,Card or crypto demo',
      'demo-crypto,http://localhost:3000/payment-link?id=demo-crypto,Crypto demo',
      'demo-expired,http://localhost:3000/payment-link?id=demo-expired,Expired demo',
    ])
  })
})

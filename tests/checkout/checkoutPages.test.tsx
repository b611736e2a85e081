import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { currentHref, renderCheckout } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { PENDING_TRANSACTION_PREFIX, PENDING_TRANSACTION_TTL_MS } from '../../src/machines/checkout/pendingTransactionStore'

const API = 'http://localhost:3000/sandbox'
// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper, not a React hook
const { server, store } = useSandbox({ taskPolls: 2 })
/** The sandbox itself (the resume tests below name their own `store` helper). */
const sandbox = store

function recordRequests() {
  const requests: { method: string; url: string; authorization: string | null }[] = []
  const listener = ({ request }: { request: Request }) => void requests.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization') })
  server.events.on('request:start', listener)
  return requests
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText(/First name/), 'Ada')
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace')
  await user.type(screen.getByLabelText(/Email/), email)
  await user.type(screen.getByLabelText(/Phone/), '+1 (555) 010-0100')
}

const creations = (requests: { method: string; url: string }[]) => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/transaction/async/payment-link/create-transaction'))

describe('/payment-link checkout', () => {
  it('a missing id shows the invalid-link screen with Go Home, without any request', async () => {
    const requests = recordRequests()
    renderCheckout('/payment-link')
    expect(await screen.findByRole('heading', { name: 'Invalid Payment Link' })).toBeInTheDocument()
    expect(screen.getByText('The payment link ID is missing or invalid.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    expect(await screen.findByText('Payment link ID is required')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('an implausible id is rejected before any request', async () => {
    const requests = recordRequests()
    renderCheckout('/payment-link?id=..%2F..%2Fadmin')
    expect(await screen.findByRole('heading', { name: 'Invalid Payment Link' })).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows "Loading Payment Link", then the not-found screen for an expired link', async () => {
    renderCheckout('/payment-link?id=demo-expired')
    expect(await screen.findByRole('heading', { name: 'Loading Payment Link' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Payment Link Not Found' })).toBeInTheDocument()
    expect(screen.getByText('The payment link could not be found or has expired.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument()
  })

  it('the link is requested once, by the page as it opens, even though StrictMode starts the checkout twice', async () => {
    const requests = recordRequests()
    renderCheckout('/payment-link?id=demo-both')
    await screen.findByRole('button', { name: 'Continue to Credit Card Payment' })
    expect(requests.filter((r) => r.url.endsWith('/transaction/payment-link/demo-both'))).toHaveLength(1)
  })

  it('an unknown id shows the not-found screen', async () => {
    renderCheckout('/payment-link?id=no-such-link')
    expect(await screen.findByRole('heading', { name: 'Payment Link Not Found' })).toBeInTheDocument()
  })

  it('demo-both: the chooser shows with card preselected, and the submit label follows the method', async () => {
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-both')
    expect(await screen.findByRole('button', { name: 'Continue to Credit Card Payment' })).toBeInTheDocument()
    const card = await screen.findByRole('radio', { name: /Credit Card/ })
    expect(card).toBeChecked()
    expect(screen.getByText('Visa, Mastercard, and other major cards')).toBeInTheDocument()
    expect(screen.getByText('USDC on Polygon network only')).toBeInTheDocument()
    await user.click(screen.getByText('Cryptocurrency'))
    expect(await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })).toBeInTheDocument()
    for (const label of [/First name/, /Last name/, /Email/, /Phone/]) expect(screen.getByLabelText(label)).toBeRequired()
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel')
  })

  it('demo-crypto: no chooser; form errors; then creation with progress and the crypto payment screen; one transaction for double clicks', async () => {
    const requests = recordRequests()
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    const submit = await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await user.click(submit)
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    // Each error is tied to its input, and the focus goes to the first field in error.
    const firstName = screen.getByLabelText(/First name/)
    await waitFor(() => expect(firstName).toHaveFocus())
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('First name is required')
    await user.type(screen.getByLabelText(/Email/), 'nope')
    await user.type(screen.getByLabelText(/Phone/), 'call me')
    await user.click(submit)
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription('Invalid phone number format')
    expect(creations(requests)).toHaveLength(0)
    await user.clear(screen.getByLabelText(/Email/))
    await user.clear(screen.getByLabelText(/Phone/))

    await fillBilling(user)
    await user.dblClick(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' }, { timeout: 8000 })).toBeInTheDocument()
    expect(creations(requests)).toHaveLength(1)

    expect(screen.getByText(/\d+\.\d{4} USDC/, { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByTestId('wallet-address').textContent).toMatch(/^0x[0-9a-f]{40}$/i)
    const status = screen.getByText('Waiting for Payment').closest('[role="status"]') as HTMLElement
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(within(status).getByText('Waiting for Payment')).toBeInTheDocument()
    expect(within(status).getByText('If you have paid the exact amount, your payment will be automatically confirmed')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument()

    // The transaction id is in the URL and in local storage.
    const txId = new URLSearchParams(window.location.search).get('transaction_id')
    expect(txId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    const stored = JSON.parse(localStorage.getItem(`${PENDING_TRANSACTION_PREFIX}${txId}`) ?? 'null')
    expect(stored).toMatchObject({ transaction_id: txId, payment_method: 'crypto', payment_link_id: 'demo-crypto', status: 'PENDING' })
    expect(Object.keys(stored).sort()).toEqual(['address', 'exchange_rate', 'payment_amt', 'payment_link_id', 'payment_method', 'qrcode_url', 'redirect_url', 'status', 'timestamp', 'transaction_id'])
  })

  it('sends exactly the SPEC §3 payload with the chosen method', async () => {
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/create-transaction')) bodies.push(await request.clone().json())
    })
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-both')
    await screen.findByRole('button', { name: 'Continue to Credit Card Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Credit Card Payment' }))
    expect(await screen.findByRole('heading', { name: 'Credit Card Payment' }, { timeout: 8000 })).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        payment_link_id: 'demo-both',
        billing_info: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+1 (555) 010-0100' },
        products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
        payment_category: 'card',
        payment_method: 'card',
      },
    ])
    expect(screen.getByText('256-bit SSL encryption')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Continue to Payment' })
    expect(link.getAttribute('href')).toMatch(/^http:\/\/localhost:3000\/sandbox\/__sandbox\/card-provider\?transaction_id=[0-9A-HJKMNP-TV-Z]{26}$/)
    expect(link).not.toHaveAttribute('target')
  })

  it('a creation whose answer is lost after the server accepted it: Try Again resends it under the same Idempotency-Key → one task, one transaction', async () => {
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/create-transaction')) keys.push(request.headers.get('Idempotency-Key'))
    })
    const tasks = store.tasks.length
    const transactions = store.transactions.length
    await fetch(`${API}/__sandbox/drop-next-response`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/transaction/async/payment-link/create-transaction' }) })
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(store.tasks.length).toBe(tasks + 1)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' }, { timeout: 8000 })).toBeInTheDocument()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
    expect(store.tasks.length).toBe(tasks + 1)
    expect(store.transactions.length).toBe(transactions + 1)
  })

  it('a refused creation (4xx) is not resent: Try Again reloads the checkout', async () => {
    server.use(http.post(`${API}/transaction/async/payment-link/create-transaction`, () => HttpResponse.json({ message: 'This payment link has expired.' }, { status: 400 })))
    const assign = vi.fn()
    try {
      const user = userEvent.setup()
      renderCheckout('/payment-link?id=demo-crypto')
      vi.stubGlobal('location', { ...window.location, assign })
      await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
      await fillBilling(user)
      await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
      expect(await screen.findByText('This payment link has expired.')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Try Again' }))
      expect(assign).toHaveBeenCalledWith('/payment-link?id=demo-crypto')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a failing task shows "Payment Failed" with its message and Try Again', async () => {
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user, 'ada+fail@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Payment Failed' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('Payment provider declined the transaction.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('a 202 without a task id is an error, and no request ever contains "undefined"', async () => {
    const requests = recordRequests()
    server.use(http.post(`${API}/transaction/async/payment-link/create-transaction`, () => HttpResponse.json({}, { status: 202 })))
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByText('Failed to create payment link transaction', {}, { timeout: 5000 })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(requests.some((r) => r.url.includes('undefined') || r.url.includes('null'))).toBe(false)
    expect(requests.some((r) => r.url.includes('transaction_status'))).toBe(false)
  })

  it('a malformed link response (HTML) shows an error with a way to retry', async () => {
    let calls = 0
    server.use(
      http.get(`${API}/transaction/payment-link/:id`, () => {
        calls += 1
        return calls === 1 ? new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'application/json' } }) : HttpResponse.json({ payment_link: null })
      }),
    )
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto', { strictMode: false })
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(calls).toBe(2))
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument()
  })

  it('a malformed task status (HTML) ends on "Payment Failed" with Try Again, not an endless spinner', async () => {
    server.use(http.get(`${API}/transaction/async/transaction_status/:taskId`, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } })))
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Payment Failed' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('The server sent an unexpected response. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('leaving the page mid-poll aborts the request in flight and sends nothing afterwards', async () => {
    const aborted: boolean[] = []
    server.use(
      http.get(`${API}/transaction/async/transaction_status/:taskId`, async ({ request }) => {
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()))
        aborted.push(request.signal.aborted)
        return HttpResponse.json({ status: 'pending', result: null, error: null, message: null })
      }),
    )
    const user = userEvent.setup()
    const { unmount } = renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    const requests = recordRequests()
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    await waitFor(() => expect(requests.some((r) => r.url.includes('transaction_status'))).toBe(true), { timeout: 3000 })
    unmount()
    await waitFor(() => expect(aborted).toEqual([true]))
    const sent = requests.length
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(requests).toHaveLength(sent)
  })

  it('a 401 on a checkout call never signs a merchant out: no credentials sent, tokens kept, no refresh', async () => {
    // A real merchant session in the same browser.
    const login = await fetch(`${API}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })
    const tokens = (await login.json()) as { access: string; refresh: string }
    localStorage.setItem('access', tokens.access)
    localStorage.setItem('refresh', tokens.refresh)
    const requests = recordRequests()
    server.use(http.get(`${API}/transaction/payment-link/:id`, () => HttpResponse.json({ message: 'Token has expired' }, { status: 401 })))
    renderCheckout('/payment-link?id=demo-crypto', { strictMode: false })
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(localStorage.getItem('access')).toBe(tokens.access)
    expect(localStorage.getItem('refresh')).toBe(tokens.refresh)
    expect(requests.filter((r) => /refresh_token|logout/.test(r.url))).toEqual([])
    const checkoutCalls = requests.filter((r) => r.url.includes('/transaction/'))
    expect(checkoutCalls.map((r) => r.url)).toEqual([`${API}/transaction/payment-link/demo-crypto`])
    expect(checkoutCalls[0]!.authorization).toBeNull()
  })
})

describe('/payment-link resume', () => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7'
  const store = (over: object) =>
    localStorage.setItem(
      `${PENDING_TRANSACTION_PREFIX}777`,
      JSON.stringify({ transaction_id: '777', address, qrcode_url: null, status: 'PENDING', payment_amt: 49.99, payment_method: 'crypto', payment_link_id: 'demo-crypto', timestamp: Date.now(), ...over }),
    )

  it('a reload with the transaction id resumes the payment screen without creating a second transaction', async () => {
    server.use(http.get(`${API}/transaction/status/777`, () => HttpResponse.json({ status: 'PENDING' })))
    store({})
    const requests = recordRequests()
    renderCheckout('/payment-link?id=demo-crypto&transaction_id=777')
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' })).toBeInTheDocument()
    expect(screen.getByText('49.9900 USDC', { selector: 'p' })).toBeInTheDocument()
    expect(creations(requests)).toHaveLength(0)
  })

  it('a second tab (no transaction id in its URL) joins the stored transaction of the same link', async () => {
    server.use(http.get(`${API}/transaction/status/777`, () => HttpResponse.json({ status: 'PENDING' })))
    store({})
    renderCheckout('/payment-link?id=demo-crypto')
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' })).toBeInTheDocument()
  })

  it('a reload during processing goes on polling the same task: no second transaction', async () => {
    const accepted = await fetch(`${API}/transaction/async/payment-link/create-transaction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        payment_link_id: 'demo-crypto',
        billing_info: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555' },
        products: [],
        payment_category: 'card',
        payment_method: 'crypto',
      }),
    })
    const { task_id } = (await accepted.json()) as { task_id: string }
    localStorage.setItem('paygrid.pendingTask.demo-crypto', JSON.stringify({ payment_link_id: 'demo-crypto', task_id, payment_method: 'crypto', timestamp: Date.now() }))
    const requests = recordRequests()
    renderCheckout('/payment-link?id=demo-crypto')
    expect(await screen.findByRole('heading', { name: 'Processing...' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' }, { timeout: 8000 })).toBeInTheDocument()
    expect(creations(requests)).toHaveLength(0)
    expect(requests.some((r) => r.url.endsWith(`/transaction_status/${task_id}`))).toBe(true)
    expect(localStorage.getItem('paygrid.pendingTask.demo-crypto')).toBeNull()
  })

  it('a record older than 2 hours gives "Transaction session expired. Please start a new payment."', async () => {
    store({ timestamp: Date.now() - PENDING_TRANSACTION_TTL_MS - 1000 })
    renderCheckout('/payment-link?id=demo-crypto&transaction_id=777')
    expect(await screen.findByText('Transaction session expired. Please start a new payment.')).toBeInTheDocument()
    expect(localStorage.getItem(`${PENDING_TRANSACTION_PREFIX}777`)).toBeNull()
  })

  const ended = (status: string) => ({ status, amount: '25.00', currency: 'USD', payment_method: 'crypto', payment_link_id: 'demo-crypto', updated_at: '2026-11-20T10:05:00.000Z' })
  /** What only a payment still waiting may show: the QR, the address, the amount to send, the instructions. */
  const expectNoPaymentInstructions = () => {
    expect(screen.queryByTestId('wallet-address')).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.queryByText(/Send exactly/)).toBeNull()
    expect(screen.queryByText('Amount to send')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).toBeNull()
  }

  it('a reload after the payment completed shows its receipt, whatever the record\'s age, never "expired" (issue 19)', async () => {
    server.use(http.get(`${API}/transaction/status/777`, () => HttpResponse.json(ended('COMPLETED'))))
    store({ timestamp: Date.now() - PENDING_TRANSACTION_TTL_MS - 60 * 60_000 })
    const requests = recordRequests()
    renderCheckout('/payment-link?id=demo-crypto&transaction_id=777')
    expect(await screen.findByText('Payment Completed!')).toBeInTheDocument()
    expect(screen.getByText('Transaction ID: TX777')).toBeInTheDocument()
    const receipt = within(screen.getByRole('region', { name: 'Receipt' }))
    expect(receipt.getByText('Crypto demo')).toBeInTheDocument()
    expect(receipt.getByText('$25.00')).toBeInTheDocument()
    expect(receipt.getByText('Cryptocurrency (USDC on Polygon)')).toBeInTheDocument()
    expect(screen.queryByText('Transaction session expired. Please start a new payment.')).toBeNull()
    expectNoPaymentInstructions()
    expect(creations(requests)).toHaveLength(0)
  })

  it('a reload after the payment failed shows the failed screen; Start a new payment opens the form, and only its submit creates (issue 19)', async () => {
    server.use(http.get(`${API}/transaction/status/777`, () => HttpResponse.json(ended('FAILED'))))
    const requests = recordRequests()
    renderCheckout('/payment-link?id=demo-crypto&transaction_id=777')
    expect(await screen.findByText('Please try again or contact support')).toBeInTheDocument()
    expectNoPaymentInstructions()
    await userEvent.click(screen.getByRole('button', { name: 'Start a new payment' }))
    expect(await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })).toBeInTheDocument()
    expect(currentHref()).toBe('/payment-link?id=demo-crypto')
    expect(creations(requests)).toHaveLength(0)
  })

  it('a EUR link paid in crypto asks for the USDC its charge converts to, and names the rate (issue 19 part 3)', async () => {
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=pl_reviewer01')
    await user.click(await screen.findByText('Cryptocurrency'))
    await user.type(screen.getByLabelText(/First name/), 'Ada')
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace')
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com')
    await user.type(screen.getByLabelText(/Phone/), '+1 555 0100')
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    await screen.findByText('Waiting for Payment', undefined, { timeout: 10_000 })
    const tx = sandbox.transactions.at(-1)!
    const usdc = tx.settlement!.gross / 100
    expect(screen.getByText(`${usdc.toFixed(4)} USDC`, { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText(`For €500.00, converted at 1 EUR = ${(tx.settlement!.rate!.rate / 10000).toFixed(4)} USD (USDC is a dollar token).`)).toBeInTheDocument()
  })

  it('a tampered record is ignored and the server data is shown', async () => {
    store({ payment_amt: 'free', address: 'javascript:alert(1)' })
    renderCheckout('/payment-link?id=demo-crypto&transaction_id=777')
    expect(await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })).toBeInTheDocument()
  })

  it('a record the server does not know is not resumed', async () => {
    store({})
    renderCheckout('/payment-link?id=demo-crypto')
    expect(await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })).toBeInTheDocument()
    expect(localStorage.getItem(`${PENDING_TRANSACTION_PREFIX}777`)).toBeNull()
  })

  it('storage that throws does not stop the payment: it only loses the resume, with a notice', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Polygon USDC Payment' }, { timeout: 8000 })).toBeInTheDocument()
    expect(await screen.findByText(/could not save your payment/)).toBeInTheDocument()
  })
})

describe('leaving during processing', () => {
  it('asks for confirmation on unload and toasts when the tab is hidden', async () => {
    const user = userEvent.setup()
    renderCheckout('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: 'Continue to Cryptocurrency Payment' })
    await fillBilling(user)
    await user.click(screen.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }))
    expect(await screen.findByRole('heading', { name: 'Processing...' })).toBeInTheDocument()
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await screen.findByText("Please don't leave this page during payment processing!")).toBeInTheDocument()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    // Once on the payment screen, leaving is free again.
    await screen.findByRole('heading', { name: 'Polygon USDC Payment' }, { timeout: 8000 })
    const later = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })
})

describe('/process-payment', () => {
  /** The payment's own status region (toasts of earlier tests may also be status regions). */
  const paymentStatus = async (title: string) => (await screen.findByText(title)).closest('[role="status"]') as HTMLElement
  const answer = (status: string) => ({ status, amount: '49.99', currency: 'EUR', payment_method: 'card', payment_link_id: 'demo-card', updated_at: '2026-11-20T10:05:00.000Z' })

  it('in the checkout frame, in words: the completed payment\'s receipt (what, how much, how, when, the ID) and the way back to the shop (issue 19)', async () => {
    server.use(http.get(`${API}/transaction/status/55`, () => HttpResponse.json(answer('COMPLETED'))))
    renderCheckout('/process-payment?transaction_id=55')
    expect(await screen.findByRole('heading', { name: 'Credit Card Payment' })).toBeInTheDocument()
    expect(screen.getByText('Paygrid · Secure checkout')).toBeInTheDocument()
    expect(await paymentStatus('Payment Completed!')).toHaveTextContent('Payment Completed!Transaction ID: TX55')
    const receipt = within(screen.getByRole('region', { name: 'Receipt' }))
    expect(await receipt.findByText('Card demo')).toBeInTheDocument()
    expect(receipt.getByText('€49.99')).toBeInTheDocument()
    expect(receipt.getByText('Credit Card')).toBeInTheDocument()
    expect(receipt.getByText('TX55')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Back to shop\.example\.com/ })).toHaveAttribute('href', 'https://shop.example.com/thanks')
    // No raw status words anywhere on the page.
    expect(document.body).not.toHaveTextContent(/\b(COMPLETED|PENDING|FAILED)\b/)
  })

  it('a failed payment offers a new payment of its link and says what to tell support', async () => {
    server.use(http.get(`${API}/transaction/status/56`, () => HttpResponse.json(answer('FAILED'))))
    renderCheckout('/process-payment/wc/final-step?transaction_id=56&id=demo-card')
    expect(await paymentStatus('Payment Failed')).toHaveTextContent('Payment FailedPlease try again or contact support')
    expect(await screen.findByRole('button', { name: 'Start a new payment' })).toBeInTheDocument()
    expect(screen.getByText('TX56')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull()
  })

  it('a pending one says in words what it waits for, and turns into the receipt in the same live region', async () => {
    let status = 'PENDING'
    server.use(http.get(`${API}/transaction/status/57`, () => HttpResponse.json(answer(status))))
    renderCheckout('/process-payment?transaction_id=57')
    const region = await paymentStatus('Payment Processing')
    status = 'COMPLETED'
    await waitFor(() => expect(region).toHaveTextContent('Payment Completed!'), { timeout: 8000 })
    expect(await paymentStatus('Payment Completed!')).toBe(region)
  })

  it('an unknown or missing transaction shows "Payment Not Found"', async () => {
    renderCheckout('/process-payment/wc?transaction_id=999999')
    expect(await screen.findByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument()
    renderCheckout('/process-payment')
    expect((await screen.findAllByRole('heading', { name: 'Payment Not Found' })).length).toBeGreaterThan(0)
  })
})

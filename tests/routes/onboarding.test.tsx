import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { screen, waitFor as waitForDom, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { recordRequests } from '../support/recordRequests'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const PASSWORD = 'Sandbox-pass-1'

async function storeSession(email: string) {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

const card = (name: string) => screen.getByRole('article', { name })

describe('client gating against the sandbox', () => {
  it.each(['/dashboard', '/wallet', '/subscription'])('a client without KYC sees only the KYC page on %s', async (path) => {
    await storeSession('kyc@paygrid.test')
    renderRoute(path)
    expect(await screen.findByRole('heading', { name: 'KYC Verification' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Start Verification' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeInTheDocument()
  })

  it('a client without a plan sees the plan selection instead of the dashboard, and other pages as they are', async () => {
    await storeSession('plan@paygrid.test')
    const { router } = renderRoute('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument()
    await router.navigate({ to: '/wallet' })
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
  })

  it('"Go to Dashboard" on the plan selection goes to the first page the gate opens to the client (issue 35 §9)', async () => {
    await storeSession('plan@paygrid.test')
    const { router } = renderRoute('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/wallet')
  })

  it('a client with an active subscription and no telegram is forced to the Telegram dialog until it is saved', async () => {
    const user = userEvent.setup()
    await storeSession('telegram@paygrid.test')
    const { auth } = renderRoute('/dashboard')
    const dialog = await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(await screen.findByText('Telegram username is required to continue using Paygrid')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    const input = within(dialog).getByRole('textbox')
    await user.type(input, 'ab')
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }))
    expect(await within(dialog).findByText('Invalid telegram username format')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '@valid_user')
    expect(input).toHaveValue('valid_user')
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }))
    expect(await screen.findByText('Verification Complete!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitForDom(() => expect(auth.getSnapshot().context.user?.telegram).toBe('valid_user'))
    await waitForDom(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('KYC page and Telegram failures against the sandbox', () => {
  it('a blocked provider popup says "Failed to start verification." with Retry, which starts over', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    await storeSession('kyc@paygrid.test')
    renderRoute('/kyc-verification')
    await user.click(await screen.findByRole('button', { name: 'Start Verification' }))
    expect(await screen.findByText('Failed to start verification.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Start Verification' })).toBeInTheDocument()
  })

  it('"I\'ve completed KYC verification" when the profile is not verified restarts the process', async () => {
    const user = userEvent.setup()
    await storeSession('kyc@paygrid.test')
    renderRoute('/dashboard')
    await user.click(await screen.findByRole('button', { name: "I've completed KYC verification" }))
    expect(await screen.findByRole('button', { name: 'Start Verification' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'KYC Verification' })).toBeInTheDocument()
  })

  it('a telegram save that fails with a bare 500 says "Server error. Please try again later."', async () => {
    const user = userEvent.setup()
    server.use(http.patch(`${apiBase}/auth/update_user_telegram`, () => new HttpResponse(null, { status: 500 })))
    await storeSession('telegram@paygrid.test')
    renderRoute('/dashboard')
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox'), 'valid_user')
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }))
    expect(await within(dialog).findByText('Server error. Please try again later.')).toBeInTheDocument()
  })
})

describe('plan selection and subscription payment against the sandbox', () => {
  it('/subscription shows a failed read of the current plan with Try Again, not "no subscription"', async () => {
    let failing = true
    server.use(http.get(`${apiBase}/subscription/current`, () => (failing ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : undefined)))
    await storeSession('merchant@paygrid.test')
    const user = userEvent.setup()
    renderRoute('/subscription')
    // The data cache retries 3 times (1 s, 2 s, 4 s) before the error shows.
    expect(await screen.findByText('Service unavailable', {}, { timeout: 12_000 })).toBeInTheDocument()
    expect(screen.queryByText("You don't have a subscription yet.")).not.toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Active')).toBeInTheDocument()
  }, 20_000)

  it('the 29.00 Starter plan, annual, with WELCOME20 shows 208.80 (261.00 struck through)', async () => {
    const user = userEvent.setup()
    await storeSession('plan@paygrid.test')
    renderRoute('/subscription')
    await screen.findByRole('article', { name: 'Starter' })
    expect(within(card('Starter')).getByTestId('plan-starter-price')).toHaveTextContent('29.00')
    await user.click(screen.getByRole('button', { name: /Annual/ }))
    await user.type(screen.getByLabelText('Coupon code'), 'welcome20')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await within(card('Starter')).findByText('20% off')).toBeInTheDocument()
    expect(within(card('Starter')).getByTestId('plan-starter-price')).toHaveTextContent('208.80')
    expect(within(card('Starter')).getByText(/261\.00/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Promo code removed')).toBeInTheDocument()
    expect(localStorage.getItem('activePromoCode')).toBeNull()
    expect(within(card('Starter')).getByTestId('plan-starter-price')).toHaveTextContent('261.00')
  })

  it('PRO50 discounts the Pro plan only; annual Pro with PRO50 is paid through the task and the client is let through', async () => {
    const user = userEvent.setup()
    await storeSession('plan@paygrid.test')
    const { router, auth } = renderRoute('/dashboard')
    await screen.findByRole('article', { name: 'Pro' })
    await user.type(screen.getByLabelText('Coupon code'), 'pro50{Enter}')
    expect(await within(card('Pro')).findByText('50% off')).toBeInTheDocument()
    expect(within(card('Starter')).queryByText(/% off/)).not.toBeInTheDocument()
    expect(localStorage.getItem('activePromoCode')).toBe('PRO50')
    await user.click(screen.getByRole('button', { name: /Annual/ }))
    // 79 × 12 × 0.75 = 711.00, half of it 355.50
    expect(within(card('Pro')).getByTestId('plan-pro-price')).toHaveTextContent('355.50')
    await user.click(within(card('Pro')).getByRole('button', { name: 'Subscribe' }))
    await waitForDom(() => expect(router.state.location.pathname).toBe('/subscription-payment'))
    expect(router.state.location.search).toEqual({ plan: 'pro', yearly: true, code: 'PRO50' })
    await screen.findByRole('button', { name: /^Confirm and pay/ })
    const review = screen.getByRole('region', { name: 'Review your subscription' })
    expect(within(review).getByText('Total due today').nextElementSibling).toHaveTextContent('€355.50')
    expect(auth.getSnapshot().context.user?.subscription).toEqual({ plan: null, active: false })
    await user.click(within(review).getByRole('button', { name: 'Confirm and pay €355.50' }))
    expect(await screen.findByRole('progressbar')).toBeInTheDocument()
    await waitForDom(() => expect(router.state.location.pathname).toBe('/subscription-payment/final-step'), { timeout: 12_000 })
    expect(auth.getSnapshot().context.user?.subscription).toEqual({ plan: 'pro', active: true })
    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
  }, 20_000)

  it('a subscription whose answer is lost after the server accepted it: Try Again resends it under the same Idempotency-Key → one task, one subscription', async () => {
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/subscription/async/create')) keys.push(request.headers.get('Idempotency-Key'))
    })
    await storeSession('plan@paygrid.test')
    const subscriptions = store.subscriptions.length
    const tasks = store.tasks.length
    await fetch(`${apiBase}/__sandbox/drop-next-response`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/subscription/async/create' }) })
    const user = userEvent.setup()
    const { router } = renderRoute('/subscription-payment?plan=starter')
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay €29.00' }))
    await user.click(await screen.findByRole('button', { name: 'Try Again' }))
    await waitForDom(() => expect(router.state.location.pathname).toBe('/subscription-payment/final-step'), { timeout: 12_000 })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
    expect(store.tasks.length).toBe(tasks + 1)
    expect(store.subscriptions.length).toBe(subscriptions + 1)
  }, 20_000)

  it('opening /subscription-payment?plan=business (a link in an e-mail) shows the review and creates nothing until Confirm; then one subscription', async () => {
    await storeSession('merchant@paygrid.test')
    const requests = recordRequests(server)
    const subscriptions = store.subscriptions.length
    const user = userEvent.setup()
    const { router } = renderRoute('/subscription-payment?plan=business&yearly=true&code=welcome20', { strictMode: false })
    await screen.findByRole('button', { name: /^Confirm and pay/ })
    const review = screen.getByRole('region', { name: 'Review your subscription' })
    const figures = Object.fromEntries(within(review).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
    // Business is 199.00 a month: 199 × 12 × 0.75 = 1,791.00 a year, 20 % off = 358.20 off, 1,432.80 due.
    expect(figures).toEqual({
      Plan: 'Business',
      'Billing period': 'Annual (12 months, 25% less than monthly)',
      Price: '€1,791.00 / year',
      'Promo code WELCOME20': '−€358.20 (20% off)',
      'Total due today': '€1,432.80',
    })
    expect(within(review).getByText(/It replaces your current Pro plan\./)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests.calls('POST /subscription/async/create')).toEqual([])
    expect(store.subscriptions.length).toBe(subscriptions)
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm and pay €1,432.80' }))
    await waitForDom(() => expect(router.state.location.pathname).toBe('/subscription-payment/final-step'), { timeout: 12_000 })
    expect(requests.calls('POST /subscription/async/create')).toEqual([{ call: 'POST /subscription/async/create', body: { plan: 'business', yearly: true, promo_code: 'WELCOME20' } }])
    expect(store.subscriptions.length).toBe(subscriptions + 1)
    expect(await screen.findByText(/Business \(annual\): €1,432\.80/)).toBeInTheDocument()
    requests.stop()
  }, 20_000)

  it.each([
    ['/subscription-payment?plan=platinum', 'Plan not found', 'There is no plan "platinum". Choose one of the available plans; nothing was charged.'],
    ['/subscription-payment?plan=starter&code=NOPE', 'Promo code not valid', 'NOPE: Invalid promo code. Continue without it or choose a plan again; nothing was charged.'],
    ['/subscription-payment?plan=starter&code=PRO50', 'Promo code not valid', 'Promo code PRO50 does not apply to the Starter plan. Continue without it or choose a plan again; nothing was charged.'],
    ['/subscription-payment?plan=pro', 'This is your current plan', 'You already have the Pro plan with monthly billing. Nothing was charged.'],
  ])('%s says what is wrong, offers no confirmation and creates nothing', async (path, title, hint) => {
    await storeSession('merchant@paygrid.test')
    const requests = recordRequests(server)
    renderRoute(path)
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(hint)
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to plans' })).toBeInTheDocument()
    expect(requests.all().filter((request) => !request.call.startsWith('GET '))).toEqual([])
    requests.stop()
  })

  it('an invalid code: "Continue without the code" reviews the plan at its full price', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/subscription-payment?plan=starter&yearly=true&code=NOPE')
    await user.click(await screen.findByRole('button', { name: 'Continue without the code' }))
    await waitForDom(() => expect(router.state.location.search).toEqual({ plan: 'starter', yearly: true }))
    expect(await screen.findByRole('button', { name: 'Confirm and pay €261.00' })).toBeInTheDocument()
    const review = screen.getByRole('region', { name: 'Review your subscription' })
    expect(within(review).queryByText(/Promo code/)).not.toBeInTheDocument()
  })

  it('/subscription marks the current plan: "Current plan", no Subscribe on its period, a switch of billing on the other', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/subscription')
    await screen.findByRole('article', { name: 'Pro' })
    expect(await within(card('Pro')).findByText('Current plan')).toBeInTheDocument()
    expect(within(card('Starter')).queryByText('Current plan')).not.toBeInTheDocument()
    expect(within(card('Pro')).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    expect(within(card('Pro')).getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: /Annual/ }))
    await user.click(within(card('Pro')).getByRole('button', { name: 'Switch to annual billing' }))
    await waitForDom(() => expect(router.state.location.search).toEqual({ plan: 'pro', yearly: true }))
    expect(await screen.findByText(/It replaces the monthly billing of your Pro plan\./)).toBeInTheDocument()
  })

  it('/subscription-payment without a plan offers to choose one', async () => {
    await storeSession('plan@paygrid.test')
    renderRoute('/subscription-payment')
    expect(await screen.findByText('No plan selected')).toBeInTheDocument()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor as waitForDom, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { renderRoute } from '../support/render'
import { documentNavigation } from '../../src/login/documentNavigation'
import { loginNotice } from '../../src/login/loginNotice'
import { useSandbox } from '../support/sandboxServer'
import { DEMO_RESET_TOKEN, DEMO_VERIFY_TOKEN } from '../../sandbox'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const PASSWORD = 'Sandbox-pass-1'

async function storeSession(email: string) {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

/** The addresses the app loads as a new document (the login is a page of its own, src/login/). */
function openedDocuments() {
  const opened: string[] = []
  vi.spyOn(documentNavigation, 'replace').mockImplementation((href) => void opened.push(href))
  return opened
}
afterEach(() => vi.restoreAllMocks())

const menuLabels = () => within(screen.getAllByRole('navigation', { name: 'Main menu', hidden: true })[0]!).getAllByRole('link', { hidden: true }).map((link) => link.textContent)

describe('guards', () => {
  it('sends a visitor from a signed-in page to the login page (a new document) with where they wanted to go', async () => {
    const opened = openedDocuments()
    renderRoute('/wallet')
    await waitForDom(() => expect(opened).toEqual(['/login?redirect=%2Fwallet']))
  })

  it('a link to /login from a public page loads the login page, whose back entry is the page before; a hover preloads nothing', async () => {
    const opened = openedDocuments()
    const user = userEvent.setup()
    const { router } = renderRoute('/forgot-password')
    const back = await screen.findByRole('link', { name: 'Back to log in' })
    await user.hover(back)
    expect(opened).toEqual([])
    await user.click(back)
    await waitForDom(() => expect(opened).toEqual(['/login']))
    expect(router.history.length).toBe(2)
  })

  it('an app document a host served at /login says so instead of loading /login again and again', async () => {
    const opened = openedDocuments()
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/login' } as PerformanceEntry])
    renderRoute('/login')
    expect(await screen.findByText(/This host serves the app at \/login instead of the login page/)).toBeInTheDocument()
    expect(opened).toEqual([])
  })

  it('a signed-in merchant on /wallet (where the login page sent them) gets the client menu', async () => {
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/wallet')
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/wallet')
    expect(menuLabels()).toEqual(['Overview', 'Wallet', 'Transactions', 'Payment Links', 'Integration', 'Subscription', 'Settings'])
    expect(screen.getAllByRole('link', { name: 'Wallet', hidden: true })[0]).toHaveAttribute('aria-current', 'page')
  })

  it.each(['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)'])('a signed-in user with redirect=%s lands on the dashboard', async (target) => {
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute(`/login?redirect=${encodeURIComponent(target)}`)
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/'])('redirects a signed-in user from %s to /dashboard', async (path) => {
    await storeSession('admin@paygrid.test')
    const { router } = renderRoute(path)
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('sends staff from /dashboard to /funds-transfer and refuses them admin pages', async () => {
    await storeSession('staff@paygrid.test')
    const { router } = renderRoute('/calculator')
    expect(await screen.findByRole('heading', { name: 'Transfer Funds' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/funds-transfer')
    expect(menuLabels()).toEqual(['Transfer Funds', 'Integration Validation', 'Validated Integration'])
  })

  it('an account with no role is sent from /dashboard to / and stays there (no loop)', async () => {
    await storeSession('merchant@paygrid.test')
    const me = store.users.find((u) => u.email === 'merchant@paygrid.test')!
    me.is_client = false
    const { router } = renderRoute('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Get paid by card or stablecoin, with one link.' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('stale tokens on /dashboard end on the login page without a loop', async () => {
    tokens.save({ access: 'stale-access', refresh: 'stale-refresh' })
    const opened = openedDocuments()
    const { auth } = renderRoute('/dashboard')
    await waitForDom(() => expect(opened).toEqual(['/login?redirect=%2Fdashboard']))
    expect(tokens.refresh()).toBeNull()
    expect(auth.getSnapshot().context.refreshGeneration).toBe(1)
  })

  it('shows the profile failure screen, retries it, and can log out from it', async () => {
    await storeSession('merchant@paygrid.test')
    server.use(http.get(`${apiBase}/auth/me`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })))
    const user = userEvent.setup()
    renderRoute('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('There was an error loading the application')).toBeInTheDocument()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
  })

  it('logs out: both tokens gone, back to /, the user’s queries dropped', async () => {
    await storeSession('lapsed@paygrid.test')
    const user = userEvent.setup()
    const { router, queryClient } = renderRoute('/dashboard')
    expect(await screen.findByText("You don't have an active subscription. Please subscribe to a plan to access all features.")).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Subscribe Now' })[0]).toHaveAttribute('href', '/subscription')
    queryClient.setQueryData(['mine'], 1)
    await user.click(screen.getAllByRole('button', { name: 'Logout', hidden: true })[0]!)
    await waitForDom(() => expect(router.state.location.pathname).toBe('/'))
    expect(tokens.access()).toBeNull()
    expect(tokens.refresh()).toBeNull()
    expect(queryClient.getQueryData(['mine'])).toBeUndefined()
  })
})

describe('other tabs', () => {
  it('a logout in another tab (its refresh token removed from the shared storage) signs this tab out to /', async () => {
    await storeSession('merchant@paygrid.test')
    const { router, auth } = renderRoute('/settings')
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    window.localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: 'refresh', oldValue: 'r', newValue: null }))
    await waitForDom(() => expect(router.state.location.pathname).toBe('/'))
    expect(auth.getSnapshot().context.user).toBeNull()
  })

  it('a token rotation in another tab changes nothing here', async () => {
    await storeSession('merchant@paygrid.test')
    const { auth } = renderRoute('/settings')
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    window.dispatchEvent(new StorageEvent('storage', { key: 'refresh', oldValue: 'r', newValue: 'r2' }))
    expect(auth.getSnapshot().context.user).not.toBeNull()
  })
})

describe('landing and legal pages', () => {
  it('offers the legal and support pages outside MA', async () => {
    renderRoute('/')
    const footer = await screen.findByRole('navigation', { name: 'Footer' })
    await waitForDom(() => expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Coverage', 'GDPR', 'Terms of Service', 'Privacy Policy', 'Cookie Policy', 'Support', 'Documentation']))
  })

  it('hides them for MA and does not serve them', async () => {
    store.geoCountry = 'MA'
    renderRoute('/terms')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('a failed lookup does not block the landing page', async () => {
    server.use(http.get(`${apiBase}/geo`, () => HttpResponse.error()))
    renderRoute('/coverage')
    expect(await screen.findByRole('heading', { name: 'Coverage' })).toBeInTheDocument()
  })
})

describe('account pages', () => {
  it('registration: field-level errors, then the payload is accepted with the success toast', async () => {
    const user = userEvent.setup()
    const opened = openedDocuments()
    renderRoute('/register')
    await user.click(await screen.findByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required')
    expect(screen.getByLabelText(/^Telegram username/)).toHaveAccessibleDescription('Telegram username is required')
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Telegram username is required')).toBeInTheDocument()

    const fill = async (label: RegExp, value: string) => {
      const field = screen.getByLabelText(label)
      await user.clear(field)
      await user.type(field, value)
    }
    await fill(/^First name/, 'Nora')
    await fill(/^Last name/, 'New')
    await fill(/^Email/, 'nora@example.test')
    await fill(/^Phone/, '+33 6 12 34 56 78')
    // Issue 35 §8: a child may not register, and is told why.
    await fill(/^Date of birth/, '2020-04-02')
    await user.tab()
    expect(await screen.findByText('You must be at least 18 years old to register')).toBeInTheDocument()
    await fill(/^Date of birth/, '1990-04-02')
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female')
    await fill(/^Telegram username/, '@nora_new')
    // Issue 35 §8: the country is chosen from a searchable list of names, its alpha-2 code sent.
    await user.click(screen.getByRole('combobox', { name: /^Country/ }))
    // A key at a time: user-event's fast typing loses a key to the combobox setting its input's value (a browser does not).
    for (const key of 'fran') await user.keyboard(key)
    await user.click(await screen.findByRole('option', { name: 'France' }))
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('France')
    await fill(/^Region/, 'IDF')
    await fill(/^City/, 'Paris')
    await fill(/^Postal code/, '75001')
    await fill(/^Street address/, '1 Rue de Rivoli')
    await fill(/^Password/, 'short')
    await fill(/^Confirm password/, 'other')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()

    await fill(/^Password/, 'Long-enough-1')
    await fill(/^Confirm password/, 'Long-enough-1')
    const sent: unknown[] = []
    const record = ({ request }: { request: Request }) => void (request.url.endsWith('/auth/signup') && request.clone().json().then((body) => sent.push(body)))
    server.events.on('request:start', record)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitForDom(() => expect(opened).toEqual(['/login']))
    server.events.removeListener('request:start', record)
    expect(sent).toMatchObject([{ country_alpha_2: 'FR', date_of_birthday: '1990-04-02' }])
    // The success toast and the verification e-mail's notice are the login page's to show (tests/login/loginPage.test.tsx).
    expect(loginNotice.take()).toEqual({ message: 'Registration successful', registeredEmail: 'nora@example.test' })
    const created = store.users.find((u) => u.email === 'nora@example.test')
    expect(created).toMatchObject({ first_name: 'Nora', telegram: 'nora_new', is_client: true })
  }, 60_000)

  it('registration shows the server’s error', async () => {
    server.use(http.post(`${apiBase}/auth/signup`, () => HttpResponse.json({ message: 'A user with this email already exists.' }, { status: 400 })))
    const user = userEvent.setup()
    renderRoute('/register')
    await screen.findByRole('button', { name: 'Create account' })
    for (const [label, value] of [
      [/^First name/, 'A'],
      [/^Last name/, 'B'],
      [/^Email/, 'merchant@paygrid.test'],
      [/^Phone/, '123456'],
      [/^Date of birth/, '1990-01-01'],
      [/^Telegram username/, 'abcde'],
      [/^Region/, 'R'],
      [/^City/, 'C'],
      [/^Postal code/, '1'],
      [/^Street address/, 'S'],
      [/^Password/, 'Long-enough-1'],
      [/^Confirm password/, 'Long-enough-1'],
    ] as const)
      await user.type(screen.getByLabelText(label), value)
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'other')
    await user.click(screen.getByRole('combobox', { name: /^Country/ }))
    for (const key of 'FR') await user.keyboard(key)
    await user.click(await screen.findByRole('option', { name: 'France' }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument()
  }, 60_000)

  it('forgot password answers with the server’s message', async () => {
    const user = userEvent.setup()
    renderRoute('/forgot-password')
    await user.type(await screen.findByLabelText(/^Email/), 'merchant@paygrid.test')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('If an account exists for this e-mail, a password reset link has been sent.')).toBeInTheDocument()
  })

  it('reset password with the e-mailed token, then log in', async () => {
    const user = userEvent.setup()
    renderRoute(`/reset-password?token=${DEMO_RESET_TOKEN}`)
    await user.type(await screen.findByLabelText(/^New password/), 'Brand-new-pass-1')
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-new-pass-1')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  })

  it('verifies an e-mail from its link, and explains a bad one', async () => {
    renderRoute(`/verify/${DEMO_VERIFY_TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument()
  })

  it('explains a bad verification link', async () => {
    renderRoute('/verify/not-a-token')
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument()
  })
})

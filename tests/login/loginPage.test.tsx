import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import type { AuthActor } from '../../src/machines/auth/authMachine'
import { loginNotice } from '../../src/login/loginNotice'
import { renderLogin } from '../support/render'
import { SANDBOX_PASSWORD, storeSession } from '../support/session'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()

let opened: AuthActor | null = null
async function openLogin(path: string) {
  const page = await renderLogin(path)
  opened = page.auth
  return page
}
afterEach(() => {
  opened?.stop()
  opened = null
})

async function logIn(email: string, password = SANDBOX_PASSWORD) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/^Email/), email)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('/login, a page of its own', () => {
  it('shows the card: product name to the home page, title, subtitle, the two required fields and the links', async () => {
    await openLogin('/login')
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByText('Welcome back. Log in to your dashboard.')).toBeInTheDocument()
    expect(screen.getByText('Paygrid').closest('a')).toHaveAttribute('href', '/')
    expect(screen.getByLabelText(/^Email/)).toBeRequired()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register')
    expect(screen.getByText(/No account yet\?/)).toBeInTheDocument()
  })

  it('shows the toast the registration left for it ("Registration successful"), once', async () => {
    loginNotice.leave({ message: 'Registration successful' })
    await openLogin('/login')
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(loginNotice.take()).toBeNull()
    expect(screen.queryByText(/verification e-mail/)).not.toBeInTheDocument()
  })

  it('after a registration, holds the new account’s e-mail and says the verification e-mail went there (issue 35 §8)', async () => {
    loginNotice.leave({ message: 'Registration successful', registeredEmail: 'nora@example.test' })
    await openLogin('/login')
    expect(await screen.findByText(/^We sent a verification e-mail/)).toHaveTextContent('We sent a verification e-mail to nora@example.test. Open its link to verify your address, then log in.')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nora@example.test')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
  })

  it('logs in through the form, stores both tokens and loads the redirect target as a new document', async () => {
    const { left } = await openLogin('/login?redirect=%2Fwallet')
    await logIn('merchant@paygrid.test')
    await waitFor(() => expect(left).toEqual(['/wallet']))
    expect(tokens.access()).toBeTruthy()
    expect(tokens.refresh()).toBeTruthy()
    // Busy until the app's page replaces this one.
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  })

  it('without a redirect, goes on to /dashboard, where the app gates the account (KYC, plan, Telegram)', async () => {
    const { left } = await openLogin('/login')
    await logIn('kyc@paygrid.test')
    await waitFor(() => expect(left).toEqual(['/dashboard']))
  })

  it('each field’s error is tied to its input, checked on blur and on submit, and nothing is sent until both are valid', async () => {
    const logins: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/login')) logins.push(request.url)
    })
    const user = userEvent.setup()
    await openLogin('/login')
    const email = await screen.findByLabelText(/^Email/)
    await user.type(email, 'merchant@')
    await user.tab()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Invalid email address')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const password = screen.getByLabelText(/^Password/)
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription('Password is required')
    await waitFor(() => expect(email).toHaveFocus())
    expect(logins).toEqual([])
    await user.type(email, 'paygrid.test')
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it('shows the server’s message when the login fails, as an alert, and stays', async () => {
    const { left } = await openLogin('/login')
    await logIn('merchant@paygrid.test', 'wrong-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(left).toEqual([])
  })

  it.each(['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/login'])('a signed-in browser with redirect=%s goes to /dashboard at once, without drawing the form', async (target) => {
    await storeSession('merchant@paygrid.test')
    const { left, view } = await openLogin(`/login?redirect=${encodeURIComponent(target)}`)
    expect(left).toEqual(['/dashboard'])
    expect(view).toBeNull()
  })

  it('a signed-in browser goes on to a safe redirect target at once', async () => {
    await storeSession('admin@paygrid.test')
    const { left } = await openLogin('/login?redirect=%2Fcalculator%3Ffrom%3D2026-01-01')
    expect(left).toEqual(['/calculator?from=2026-01-01'])
  })

  it('an account with no role has no dashboard: it stays on the login (no loop)', async () => {
    await storeSession('merchant@paygrid.test')
    store.users.find((u) => u.email === 'merchant@paygrid.test')!.is_client = false
    const { left } = await openLogin('/login')
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(left).toEqual([])
  })

  it('stale tokens: the refresh is refused, both tokens go, and the form is shown', async () => {
    tokens.save({ access: 'stale-access', refresh: 'stale-refresh' })
    const { left, auth } = await openLogin('/login')
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(tokens.refresh()).toBeNull()
    expect(auth.getSnapshot().context.refreshGeneration).toBe(1)
    expect(left).toEqual([])
  })

  it('a session whose profile fails shows the form; logging in again replaces it', async () => {
    await storeSession('merchant@paygrid.test')
    server.use(http.get(`${apiBase}/auth/me`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }))
    const { left } = await openLogin('/login')
    await logIn('merchant@paygrid.test')
    await waitFor(() => expect(left).toEqual(['/dashboard']))
  })
})

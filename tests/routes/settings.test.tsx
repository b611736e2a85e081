import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { appToaster } from '../../src/components/common/toaster'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()

async function storeSession(email: string) {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

/** The account calls the screen sends: method, path and JSON body. */
function recordAccountCalls() {
  const calls: { method: string; path: string; body: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/sandbox/, '')
    if (!['/auth/me', '/api/v1/auth/logoutall/', '/auth/update_user_telegram', '/auth/logout'].includes(path) || request.method === 'GET') return
    const text = await request.clone().text()
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null })
  })
  return calls
}

afterEach(() => {
  // The app's toaster outlives a test's render: no toast of one test may answer for the next.
  appToaster.remove()
  server.events.removeAllListeners()
  document.documentElement.classList.remove('dark', 'light')
  document.documentElement.style.colorScheme = ''
})

const field = (name: RegExp | string) => screen.getByRole('textbox', { name })
const merchant = () => store.users.find((user) => user.email === 'merchant@paygrid.test')!

async function openSettings(email = 'merchant@paygrid.test') {
  await storeSession(email)
  const app = renderRoute('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return app
}

describe('settings: profile (PATCH /auth/me) against the sandbox', () => {
  it('shows the profile, saves the changes and hands the new profile to the session', async () => {
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    const { auth } = await openSettings()
    expect(screen.getByLabelText('Email')).toHaveValue('merchant@paygrid.test')
    expect(field(/First name/)).toHaveValue('Maya')
    expect(field('Phone')).toHaveValue('+1 555 0102')
    await user.clear(field(/Last name/))
    await user.paste(' Marchand ')
    await user.clear(field('Phone'))
    await user.paste('+33 (1) 23-45-67-89')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument()
    expect(screen.getByText('Your profile was saved.')).toHaveAttribute('role', 'status')
    expect(calls).toEqual([{ method: 'PATCH', path: '/auth/me', body: { first_name: 'Maya', last_name: 'Marchand', phone: '+33 (1) 23-45-67-89' } }])
    expect(merchant()).toMatchObject({ last_name: 'Marchand', phone: '+33 (1) 23-45-67-89' })
    expect(auth.getSnapshot().context.user).toMatchObject({ last_name: 'Marchand', phone: '+33 (1) 23-45-67-89' })
    expect(field(/Last name/)).toHaveValue('Marchand')
  })

  it('a bad phone gets "Invalid phone number format" under the field, nothing is sent, nothing typed is lost', async () => {
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    await openSettings()
    await user.clear(field(/First name/))
    await user.type(field(/First name/), 'M')
    await user.clear(field('Phone'))
    await user.paste('call me maybe')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Invalid phone number format')).toBeInTheDocument()
    await waitFor(() => expect(field(/First name/)).toHaveAccessibleErrorMessage('First name must be at least 2 characters'))
    expect(field('Phone')).toHaveAccessibleErrorMessage('Invalid phone number format')
    expect(field('Phone')).toHaveValue('call me maybe')
    expect(field(/First name/)).toHaveValue('M')
    expect(calls).toEqual([])
  })

  it("puts the server's 400 message under its field and keeps the values", async () => {
    server.use(http.patch(`${apiBase}/auth/me`, () => HttpResponse.json({ message: 'Invalid phone number format' }, { status: 400 })))
    const user = userEvent.setup()
    await openSettings()
    await user.clear(field('Phone'))
    await user.paste('+1 555 0199')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(field('Phone')).toHaveAccessibleErrorMessage('Invalid phone number format'))
    expect(field('Phone')).toHaveValue('+1 555 0199')
    expect(merchant().phone).toBe('+1 555 0102')
  })

  it('a failure no field owns shows above the button, and Save again sends the same values', async () => {
    let failing = true
    server.use(http.patch(`${apiBase}/auth/me`, () => (failing ? HttpResponse.error() : undefined)))
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    await openSettings()
    await user.clear(field(/First name/))
    await user.type(field(/First name/), 'Mia')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save your profile')
    expect(field(/First name/)).toHaveValue('Mia')
    failing = false
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument()
    expect(calls.map((call) => call.body)).toEqual([
      { first_name: 'Mia', last_name: 'Merchant', phone: '+1 555 0102' },
      { first_name: 'Mia', last_name: 'Merchant', phone: '+1 555 0102' },
    ])
    expect(merchant().first_name).toBe('Mia')
  })
})

describe('settings: Telegram, colour mode, sessions against the sandbox', () => {
  it('changes the Telegram username with the onboarding dialog, not required: format rules, then it closes itself', async () => {
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    const { auth } = await openSettings()
    expect(screen.getByText('@merchant_demo')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change Telegram username' }))
    const dialog = await screen.findByRole('dialog')
    const input = within(dialog).getByRole('textbox')
    expect(input).toHaveValue('merchant_demo')
    await user.clear(input)
    await user.type(input, 'no')
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }))
    expect(await within(dialog).findByText('Invalid telegram username format')).toBeInTheDocument()
    await user.clear(input)
    await user.paste('@maya_shop')
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }))
    expect(await screen.findByText('Verification Complete!')).toBeInTheDocument()
    // SPEC §2: a dialog that is not required closes itself 2 s after success.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 })
    expect(await screen.findByText('@maya_shop')).toBeInTheDocument()
    expect(auth.getSnapshot().context.user?.telegram).toBe('maya_shop')
    expect(calls).toEqual([{ method: 'PATCH', path: '/auth/update_user_telegram', body: { telegram: 'maya_shop' } }])
  })

  it('Cancel closes the Telegram dialog without a call', async () => {
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    await openSettings()
    await user.click(screen.getByRole('button', { name: 'Change Telegram username' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toEqual([])
  })

  it('"Dark mode" switches the page to dark and remembers it', async () => {
    const user = userEvent.setup()
    document.documentElement.classList.add('light')
    await openSettings()
    const toggle = screen.getByLabelText('Dark mode')
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(toggle).toBeChecked()
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement).not.toHaveClass('light')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(localStorage.getItem('color-mode')).toBe('dark')
    await user.click(toggle)
    expect(document.documentElement).toHaveClass('light')
    expect(localStorage.getItem('color-mode')).toBe('light')
  })

  it('"Log out of all sessions" asks first, revokes every session and signs this tab out to /', async () => {
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    // Another session of the same account, e.g. on a phone.
    const other = await (await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })).json()
    const { router, auth } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Log out of all sessions' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of all sessions?' })
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all sessions' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(auth.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(tokens.access()).toBeNull()
    expect(tokens.refresh()).toBeNull()
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/v1/auth/logoutall/', body: null })
    expect(store.sessions.filter((session) => session.userId === merchant().id)).toEqual([])
    const refused = await fetch(`${apiBase}/auth/jwt/refresh_token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh: other.refresh }) })
    expect(refused.status).toBe(401)
  })

  it('a failed logout-all shows the error in the confirmation; its button tries again, Cancel keeps the session', async () => {
    server.use(http.post(`${apiBase}/api/v1/auth/logoutall/`, () => HttpResponse.json({ message: 'Sessions service unavailable' }, { status: 503 })))
    const calls = recordAccountCalls()
    const user = userEvent.setup()
    const { router } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Log out of all sessions' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all sessions' }))
    expect(await within(dialog).findByText('Sessions service unavailable')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all sessions' }))
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/auth/logoutall/')).toHaveLength(2))
    expect(await within(dialog).findByText('Sessions service unavailable')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/settings')
    expect(tokens.refresh()).not.toBeNull()
  })

  it('is for clients only: admin@ is sent to /dashboard', async () => {
    await storeSession('admin@paygrid.test')
    const { router } = renderRoute('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})

/**
 * Every path of the auth session machine's model (tests/machines/auth/authMachine.model.ts) through
 * the real login page (a page of its own, handing over to the app as it does) and the app's dashboard and failure
 * screens, as the merchant (merchant@paygrid.test).
 * The session's calls are held by the network gate until a step lets them through (or queues the
 * answer it needs: a 500 profile, a refused refresh token). Run alone: `npm run qa:screens`.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { AppRoot, createApp, type App } from '../../src/app'
import { documentNavigation } from '../../src/login/documentNavigation'
import { renderLoginPage } from '../support/render'
import { HttpResponse } from 'msw'
import model from '../machines/auth/authMachine.model'
import oracle from '../machines/auth/authMachine.oracle'
import { button, heading, noHeading, text } from './support/checks'
import { describeScreenPaths, soon, type Check, type Driver, type StepContext } from './support/screenPaths'
import { currentProfile, signIn } from './support/session'
import { eventLabel, stateWords } from '../support/paths/words'

const ACCOUNT = 'merchant@paygrid.test'
const ME = [/^GET \/sandbox\/auth\/me$/]
const LOGIN = [/^POST \/sandbox\/auth\/login$/]
const LOGOUT = [/^POST \/sandbox\/auth\/logout$/]
const REFRESH = [/^POST \/sandbox\/auth\/jwt\/refresh_token$/]
/** What a signed-in page loads besides the session calls (the shell's data, the geolocation of the public pages). */
const PAGES = [/^GET \/sandbox\/(?!auth\/)/]

type Context = { user: unknown; loginError: string | null; profileError: string | null }
const ctx = (state: { context: unknown }) => state.context as Context
const sessionOf = (state: { value: unknown }) => (state.value as { session: unknown }).session

const answer = (path: RegExp, method: string, status: number, message: string): Driver['arrange'] => ({ gate }) => gate.answer(method, path, () => HttpResponse.json({ message }, { status }))

const signedOutPage: Check = {
  what: 'a signed-out page (the login page or the landing page)',
  seen: () => heading('Log in').seen() || heading('Get paid by card or stablecoin, with one link.').seen(),
}

/** The session's screens; the token region (a refresh under way) shows nothing of its own. */
const sessionScreens: Record<string, (state: { value: unknown; context: unknown }) => Check[]> = {
  // Reading the stored tokens takes no call: it ends before anything is drawn.
  restoring: () => [],
  signedOut: (s) => [signedOutPage, ...(ctx(s).loginError ? [text(ctx(s).loginError!)] : [])],
  loggingIn: () => [heading('Log in'), noHeading('Overview')],
  // The first load of the profile draws no page of the signed-in area; a retry keeps the failure screen.
  'authenticated.loadingProfile': (s) => (ctx(s).profileError ? [heading('Something went wrong')] : [noHeading('Overview'), noHeading('Something went wrong')]),
  'authenticated.profileFailed': () => [heading('Something went wrong'), text('There was an error loading the application'), button('Try Again')],
  'authenticated.signedIn': () => [heading('Overview')],
  // The page in front stays until the logout call ends.
  loggingOut: () => [noHeading('Log in')],
}
const screens = Object.fromEntries(
  Object.entries(sessionScreens).flatMap(([session, checks]) => ['idle', 'refreshing'].map((token) => [stateWords({ session: session.includes('.') ? { [session.split('.')[0]!]: session.split('.')[1] } : session, token }), checks])),
)

async function logIn({ app, event }: StepContext) {
  // The login is a page of its own: from another page, the person opens it (the same session, a new document).
  if (!screen.queryByRole('button', { name: 'Log in' })) renderLoginPage(app(), '/login')
  const { credentials } = event as unknown as { credentials: { email: string; password: string } }
  const email = await soon(() => screen.queryByLabelText(/^Email/), 'the login form')
  fireEvent.change(email, { target: { value: credentials.email } })
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: credentials.password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

// The app sends a signed-out person to the login page, a new document: here, the login page for the same session.
let opened: App | null = null
beforeEach(() => {
  vi.spyOn(documentNavigation, 'replace').mockImplementation((href) => void Promise.resolve().then(() => renderLoginPage(opened!, href)))
})
afterEach(() => {
  vi.restoreAllMocks()
  opened = null
})

describeScreenPaths('authMachine', {
  model,
  oracle,
  open: ({ path }) => {
    const first = path.steps[1]?.event.output as { found?: boolean } | undefined
    return first?.found === false ? { url: '/login', release: PAGES } : { url: '/dashboard', setup: () => signIn(ACCOUNT), release: PAGES }
  },
  // The login page for the app's session; every other page in the app.
  render: (url) => {
    const app = createApp(createMemoryHistory({ initialEntries: [url] }))
    if (url.startsWith('/login')) renderLoginPage(app, url)
    else render(<AppRoot app={app} />)
    opened = app
    return app
  },
  screens,
  drivers: {
    'readSession done (tokens stored)': {},
    'readSession done (no tokens)': {},
    'loadProfile done': { release: ME },
    'loadProfile error': { arrange: answer(/\/auth\/me$/, 'GET', 500, 'Server error'), release: ME },
    LOGIN: { perform: logIn },
    'login done': { release: LOGIN },
    'login error': { arrange: answer(/\/auth\/login$/, 'POST', 400, 'Invalid email or password.'), release: LOGIN },
    LOGOUT: { perform: async () => void fireEvent.click(screen.getAllByRole('button', { name: 'Logout', hidden: true })[0]!) },
    'logout done': { release: LOGOUT },
    'logout error': { arrange: answer(/\/auth\/logout$/, 'POST', 500, 'Server error'), release: LOGOUT },
    'after 5s': { time: 5000 },
    // The profile call in flight comes back 401: the refresh-retry transport asks the session for a refresh.
    TOKEN_EXPIRED: { arrange: answer(/\/auth\/me$/, 'GET', 401, 'Token has expired'), release: ME },
    'refresh done': { release: REFRESH },
    'refresh error (refresh token refused)': { arrange: answer(/\/auth\/jwt\/refresh_token$/, 'POST', 401, 'Token is invalid or expired'), release: REFRESH },
    'refresh error (offline)': { arrange: ({ gate }) => gate.answer('POST', /\/auth\/jwt\/refresh_token$/, () => HttpResponse.error()), release: REFRESH },
    RETRY: { perform: async () => void fireEvent.click(screen.getByRole('button', { name: 'Try Again' })) },
    // Another tab logged out: its refresh token left the shared storage.
    SIGNED_OUT_ELSEWHERE: {
      perform: async () => {
        localStorage.clear()
        window.dispatchEvent(new StorageEvent('storage', { key: 'refresh', oldValue: 'r', newValue: null }))
      },
    },
    // The profile re-read after a change (a telegram name saved), handed to the session as the app does.
    PROFILE_UPDATED: {
      perform: async ({ store, app }) => {
        store.users.find((u) => u.email === ACCOUNT)!.telegram = 'cleo_new'
        app().auth.send({ type: 'PROFILE_UPDATED', user: await currentProfile() })
      },
    },
  },
  cannot: ({ path }) => {
    for (const [i, step] of path.steps.entries()) {
      if (i === 0) continue
      const before = path.steps[i - 1]!.state
      const session = stateWords(sessionOf(before))
      if (step.event.type === 'TOKEN_EXPIRED' && !(session === 'authenticated.loadingProfile' && !ctx(before).profileError)) {
        return `TOKEN_EXPIRED in ${session}: no session call is in flight on this screen to come back 401 (the first profile call is the one a screen can hold)`
      }
      if (step.event.type === 'LOGOUT' && session === 'authenticated.loadingProfile') return 'LOGOUT while the profile loads for the first time: no page with a Logout button is drawn yet'
      if (step.event.type === 'xstate.error.actor.refresh' && eventLabel(step.event) === 'offline' && session === 'authenticated.loadingProfile') {
        return 'a refresh that cannot reach the server hands the profile call its 401 back at once, so the profile fails (profileFailed) without waiting in loadingProfile'
      }
    }
    return null
  },
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import createClient from 'openapi-fetch'
import { waitFor } from 'xstate'
import type { paths } from '../../src/api/schema'
import { api, apiBase, setTransport } from '../../src/api/client'
import { authSessionCalls } from '../../src/api/auth'
import { credentialsMiddleware } from '../../src/api/credentialsMiddleware'
import { createQueryClient } from '../../src/api/queryClient'
import { tokens } from '../../src/api/tokens'
import { createAuthActor, requestRefresh, startAuthSession } from '../../src/machines/auth/wiring'
import { createRefreshRetryTransport, SessionRefreshUnavailableError } from '../../src/api/refreshRetry'
import { isSignedIn, isSignedOut, settledSession } from '../../src/routes/-session/guards'
import type { AuthActor } from '../../src/machines/auth/authMachine'
import { useSandbox } from '../support/sandboxServer'

const TTL_SECONDS = 60
let clock = Date.parse('2026-03-01T12:00:00Z')
// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox({ accessTtlSeconds: TTL_SECONDS, now: () => clock })

const PASSWORD = 'Sandbox-pass-1'
const expireAccessTokens = () => (clock += (TTL_SECONDS + 1) * 1000)

/** Counts the requests the sandbox receives per path (below the API base). */
function countRequests() {
  const counts = new Map<string, number>()
  const onStart = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^\/sandbox/, '')
    counts.set(path, (counts.get(path) ?? 0) + 1)
  }
  server.events.on('request:start', onStart)
  return (path: string) => counts.get(path) ?? 0
}

async function signIn(auth: AuthActor, email = 'merchant@paygrid.test') {
  await settledSession(auth)
  auth.send({ type: 'LOGIN', credentials: { email, password: PASSWORD } })
  const session = await settledSession(auth)
  expect(isSignedIn(session)).toBe(true)
}

let auth: AuthActor
beforeEach(() => {
  server.events.removeAllListeners()
  auth = startAuthSession({ calls: authSessionCalls(api), queryClient: createQueryClient() })
})
afterEach(() => {
  auth.stop()
  setTransport(null)
})

describe('refresh-retry on the session client (sandbox)', () => {
  it('5 concurrent calls that all get 401 "Token has expired" make exactly one refresh, and each is retried once', async () => {
    await signIn(auth)
    const before = tokens.refresh()
    expireAccessTokens()
    const count = countRequests()
    const results = await Promise.all([api.GET('/auth/me'), api.GET('/auth/me'), api.GET('/wallet/my-wallet'), api.GET('/transaction/list'), api.GET('/integration/my-integration')])
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200])
    expect(count('/auth/jwt/refresh_token')).toBe(1)
    expect(count('/auth/me')).toBe(4)
    expect(count('/wallet/my-wallet')).toBe(2)
    expect(tokens.refresh()).not.toBe(before)
    expect(isSignedIn(auth.getSnapshot())).toBe(true)
  })

  it('a retried POST sends its original body', async () => {
    await signIn(auth)
    expireAccessTokens()
    const count = countRequests()
    const body = { amount: '25.00', currency: 'EUR' as const, name: 'Retried link', description: 'sent twice', payment_method: 'card', products: [] }
    const { data, response } = await api.POST('/transaction/payment-link/create', { body })
    expect(count('/transaction/payment-link/create')).toBe(2)
    expect(response.status).toBeLessThan(300)
    expect(data?.payment_link).toMatchObject({ name: 'Retried link', amount: '25.00', currency: 'EUR', description: 'sent twice' })
  })

  it('a retried request that gets 401 again is not refreshed again (no loop)', async () => {
    await signIn(auth)
    server.use(http.get(`${apiBase}/auth/me`, () => HttpResponse.json({ message: 'Token has expired' }, { status: 401 })))
    const count = countRequests()
    const { response } = await api.GET('/auth/me')
    expect(response.status).toBe(401)
    expect(count('/auth/me')).toBe(2)
    expect(count('/auth/jwt/refresh_token')).toBe(1)
  })

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 503', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })],
  ])('a refresh that fails with %s does not log out: tokens kept, the call fails with a retryable error', async (_, failure) => {
    await signIn(auth)
    const stored = { access: tokens.access(), refresh: tokens.refresh() }
    expireAccessTokens()
    server.use(http.post(`${apiBase}/auth/jwt/refresh_token`, failure))
    const error = await api.GET('/auth/me').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SessionRefreshUnavailableError)
    expect((error as SessionRefreshUnavailableError).retryable).toBe(true)
    expect({ access: tokens.access(), refresh: tokens.refresh() }).toEqual(stored)
    expect(isSignedIn(auth.getSnapshot())).toBe(true)
    // Once the refresh works again, the same session carries on.
    server.resetHandlers()
    expect((await api.GET('/auth/me')).response.status).toBe(200)
  })

  it('a refused refresh logs out: both tokens and the user cleared', async () => {
    await signIn(auth)
    expireAccessTokens()
    server.use(http.post(`${apiBase}/auth/jwt/refresh_token`, () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })))
    const { response } = await api.GET('/auth/me')
    expect(response.status).toBe(401)
    const session = await waitFor(auth, isSignedOut)
    expect(session.context.user).toBeNull()
    expect(tokens.access()).toBeNull()
    expect(tokens.refresh()).toBeNull()
  })

  it('without a refresh token the session ends without any server call', async () => {
    await signIn(auth)
    window.localStorage.removeItem('refresh')
    expireAccessTokens()
    const count = countRequests()
    await api.GET('/auth/me')
    await waitFor(auth, isSignedOut)
    expect(count('/auth/jwt/refresh_token')).toBe(0)
    expect(count('/auth/logout')).toBe(0)
    expect(tokens.access()).toBeNull()
  })

  it('401s from the login and refresh calls themselves never start a refresh', async () => {
    await settledSession(auth)
    server.use(http.post(`${apiBase}/auth/login`, () => HttpResponse.json({ message: 'Token has expired' }, { status: 401 })))
    const count = countRequests()
    expect((await api.POST('/auth/login', { body: { email: 'merchant@paygrid.test', password: PASSWORD } })).response.status).toBe(401)
    expect((await api.POST('/auth/jwt/refresh_token', { body: { refresh: 'not-a-token' } })).response.status).toBe(401)
    expect(count('/auth/jwt/refresh_token')).toBe(1)
    expect(count('/auth/login')).toBe(1)
    expect(auth.getSnapshot().context.refreshGeneration).toBe(0)
  })

  it('other 401s and errors pass through untouched', async () => {
    await signIn(auth)
    server.use(http.get(`${apiBase}/auth/me`, () => HttpResponse.json({ message: 'Not allowed' }, { status: 401 })))
    const count = countRequests()
    expect((await api.GET('/auth/me')).response.status).toBe(401)
    expect(count('/auth/jwt/refresh_token')).toBe(0)
  })
})

/** A Web Locks stand-in shared by the "tabs" of one test: one holder at a time, in request order. */
function sharedLocks(): LockManager {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    request: (_name: string, _options: LockOptions, task: (lock: Lock | null) => Promise<unknown>) => {
      const run = tail.then(() => task({ name: _name, mode: 'exclusive' } as Lock))
      tail = run.catch(() => undefined)
      return run
    },
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager
}

/** A second app instance on the same origin: its own auth actor and client, the shared localStorage and locks. */
function openTab(locks: LockManager) {
  const transport = createRefreshRetryTransport({ send: (request) => globalThis.fetch(request), refresh: () => requestRefresh(tab), tokens, apiBase })
  const client = createClient<paths>({ baseUrl: apiBase, fetch: (request) => transport(request) })
  client.use(credentialsMiddleware(apiBase))
  const tab = createAuthActor({ calls: authSessionCalls(client), locks })
  tab.start()
  return { auth: tab, client }
}

describe('several tabs', () => {
  it('tabs hitting 401 together make one refresh between them, and no tab is signed out by the rotation', async () => {
    auth.stop()
    const locks = sharedLocks()
    const first = openTab(locks)
    await signIn(first.auth)
    const second = openTab(locks)
    expect(isSignedIn(await settledSession(second.auth))).toBe(true)
    expireAccessTokens()
    const count = countRequests()
    const results = await Promise.all([first.client.GET('/auth/me'), second.client.GET('/auth/me'), first.client.GET('/wallet/my-wallet'), second.client.GET('/wallet/my-wallet')])
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200])
    expect(count('/auth/jwt/refresh_token')).toBe(1)
    expect(isSignedIn(first.auth.getSnapshot())).toBe(true)
    expect(isSignedIn(second.auth.getSnapshot())).toBe(true)
    first.auth.stop()
    second.auth.stop()
  })
})

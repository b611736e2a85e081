import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { authMachine, SessionRejectedError, type AuthEmitted, type TokenPair, type User } from '../../../src/machines/auth/authMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const user: User = {
  email: 'merchant@example.test',
  first_name: 'Mia',
  last_name: 'Merchant',
  is_staff: false,
  is_admin: false,
  is_client: true,
  is_kyc: true,
  telegram: 'mia_m',
  subscription: { plan: 'pro', active: true },
}
const pair: TokenPair = { access: 'a1', refresh: 'r1' }

function never<T>(): Promise<T> {
  return new Promise<T>(() => {})
}

function start({
  found = false,
  loadProfile = () => Promise.resolve(user),
  login = () => Promise.resolve(pair),
  logout = () => Promise.resolve(),
  refresh = () => Promise.resolve(),
}: {
  found?: boolean
  loadProfile?: () => Promise<User>
  login?: () => Promise<TokenPair>
  logout?: () => Promise<void>
  refresh?: () => Promise<void>
} = {}) {
  const calls = { loadProfile: vi.fn(loadProfile), login: vi.fn(login), logout: vi.fn(logout), refresh: vi.fn(refresh) }
  const storeTokens = vi.fn()
  const clearTokens = vi.fn()
  const actor = createActor(
    authMachine.provide({
      actors: {
        readSession: fromPromise(async () => ({ found })),
        loadProfile: fromPromise(() => calls.loadProfile()),
        login: fromPromise(() => calls.login()),
        logout: fromPromise(() => calls.logout()),
        refresh: fromPromise(() => calls.refresh()),
      },
      actions: { storeTokens: (_, tokens: TokenPair) => storeTokens(tokens), clearTokens },
    }),
  )
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, storeTokens, clearTokens, emitted }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

fakeTimersPerTest()

describe('authMachine', () => {
  it('starts signed out when storage holds no session, without loading a profile', async () => {
    const { actor, calls } = start()
    await settle()
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(calls.loadProfile).not.toHaveBeenCalled()
  })

  it('restores a stored session by loading the profile, then is signed in', async () => {
    const { actor, emitted } = start({ found: true })
    expect(actor.getSnapshot().matches({ session: 'restoring' })).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ session: { authenticated: 'signedIn' } })).toBe(true)
    expect(actor.getSnapshot().context.user).toEqual(user)
    expect(emitted).toEqual([{ type: 'signedIn' }])
  })

  it('shows a failed profile load and retries it on RETRY', async () => {
    let fail = true
    const { actor, calls } = start({ found: true, loadProfile: () => (fail ? Promise.reject(new Error('Server error')) : Promise.resolve(user)) })
    await settle()
    expect(actor.getSnapshot().matches({ session: { authenticated: 'profileFailed' } })).toBe(true)
    expect(actor.getSnapshot().context.profileError).toBe('Server error')
    fail = false
    actor.send({ type: 'RETRY' })
    await settle()
    expect(calls.loadProfile).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().matches({ session: { authenticated: 'signedIn' } })).toBe(true)
  })

  it('logs in: stores both tokens, loads the profile, is signed in', async () => {
    const { actor, storeTokens } = start()
    await settle()
    actor.send({ type: 'LOGIN', credentials: { email: user.email, password: 'pw' } })
    expect(actor.getSnapshot().matches({ session: 'loggingIn' })).toBe(true)
    await settle()
    expect(storeTokens).toHaveBeenCalledWith(pair)
    expect(actor.getSnapshot().matches({ session: { authenticated: 'signedIn' } })).toBe(true)
  })

  it('passes a failed login to the page and stays signed out', async () => {
    const { actor, storeTokens } = start({ login: () => Promise.reject(new Error('Invalid email or password')) })
    await settle()
    actor.send({ type: 'LOGIN', credentials: { email: user.email, password: 'wrong' } })
    await settle()
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(actor.getSnapshot().context.loginError).toBe('Invalid email or password')
    expect(storeTokens).not.toHaveBeenCalled()
  })

  it('logs out: calls the server, clears both tokens and the user, announces it', async () => {
    const { actor, calls, clearTokens, emitted } = start({ found: true })
    await settle()
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(calls.logout).toHaveBeenCalledTimes(1)
    expect(clearTokens).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(emitted.at(-1)).toEqual({ type: 'signedOut', reason: 'logout' })
  })

  it('still logs out when the server call fails or hangs (5 s)', async () => {
    const failing = start({ found: true, logout: () => Promise.reject(new Error('offline')) })
    await settle()
    failing.actor.send({ type: 'LOGOUT' })
    await settle()
    expect(failing.actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)

    const hanging = start({ found: true, logout: never })
    await settle()
    hanging.actor.send({ type: 'LOGOUT' })
    await vi.advanceTimersByTimeAsync(4999)
    expect(hanging.actor.getSnapshot().matches({ session: 'loggingOut' })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(hanging.actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(hanging.clearTokens).toHaveBeenCalled()
  })

  it('makes one refresh however many TOKEN_EXPIRED arrive while it runs', async () => {
    let finish!: () => void
    const { actor, calls } = start({ found: true, refresh: () => new Promise<void>((resolve) => (finish = resolve)) })
    await settle()
    actor.send({ type: 'TOKEN_EXPIRED' })
    actor.send({ type: 'TOKEN_EXPIRED' })
    actor.send({ type: 'TOKEN_EXPIRED' })
    expect(calls.refresh).toHaveBeenCalledTimes(1)
    finish()
    const done = await waitFor(actor, (s) => s.context.refreshGeneration === 1)
    expect(done.context.lastRefresh).toBe('rotated')
    expect(done.matches({ token: 'idle', session: { authenticated: 'signedIn' } })).toBe(true)
  })

  it('signs out (expired) when the refresh is refused, without a logout call', async () => {
    const { actor, calls, clearTokens, emitted } = start({ found: true, refresh: () => Promise.reject(new SessionRejectedError()) })
    await settle()
    actor.send({ type: 'TOKEN_EXPIRED' })
    await settle()
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(actor.getSnapshot().context.lastRefresh).toBe('rejected')
    expect(clearTokens).toHaveBeenCalled()
    expect(calls.logout).not.toHaveBeenCalled()
    expect(emitted.at(-1)).toEqual({ type: 'signedOut', reason: 'expired' })
  })

  it('keeps the session when the refresh fails for a passing reason (network, 5xx)', async () => {
    const { actor, clearTokens } = start({ found: true, refresh: () => Promise.reject(new TypeError('Failed to fetch')) })
    await settle()
    actor.send({ type: 'TOKEN_EXPIRED' })
    await settle()
    expect(actor.getSnapshot().matches({ session: { authenticated: 'signedIn' } })).toBe(true)
    expect(actor.getSnapshot().context.lastRefresh).toBe('unavailable')
    expect(clearTokens).not.toHaveBeenCalled()
  })

  it('an expired session during the profile load ends signed out, not failed', async () => {
    const { actor } = start({ found: true, loadProfile: never, refresh: () => Promise.reject(new SessionRejectedError()) })
    await settle()
    actor.send({ type: 'TOKEN_EXPIRED' })
    await settle()
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
  })

  it('replaces the signed-in user on PROFILE_UPDATED', async () => {
    const { actor } = start({ found: true })
    await settle()
    actor.send({ type: 'PROFILE_UPDATED', user: { ...user, is_kyc: false } })
    expect(actor.getSnapshot().context.user?.is_kyc).toBe(false)
  })

  it('signs out when another tab logged out', async () => {
    const { actor, emitted } = start({ found: true })
    await settle()
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' })
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(emitted.at(-1)).toEqual({ type: 'signedOut', reason: 'elsewhere' })
  })
})

describe('authMachine: logging in over a failed profile', () => {
  it('accepts a fresh login while the stored session’s profile failed', async () => {
    let fail = true
    const { actor, storeTokens } = start({ found: true, loadProfile: () => (fail ? Promise.reject(new Error('Server error')) : Promise.resolve(user)) })
    await settle()
    expect(actor.getSnapshot().matches({ session: { authenticated: 'profileFailed' } })).toBe(true)
    fail = false
    actor.send({ type: 'LOGIN', credentials: { email: user.email, password: 'pw' } })
    await settle()
    expect(storeTokens).toHaveBeenCalledWith(pair)
    expect(actor.getSnapshot().matches({ session: { authenticated: 'signedIn' } })).toBe(true)
    expect(actor.getSnapshot().context.profileError).toBeNull()
  })
})

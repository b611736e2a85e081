/**
 * The session (SPEC §4, §8, §2's failure screen), written apart from the machine: login stores both
 * tokens; logout clears both and the user whatever the logout call answers; a refresh is single
 * flight (every call's refresh-retry waits on it, README), and a refused refresh token signs out.
 */
import { expect } from 'vitest'
import { defineOracle, emittedBy, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { user } from './authMachine.model'

const tokenOf = (step: Step) => (step.before.value as { token: string }).token
const sessionOf = (step: Step) => stateText((step.before.value as { session: unknown }).session)
const stateText = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${stateText(v)}`)[0]!)
/** The session region goes to `to`; the token region stays where it was. */
const session = (to: string) => (step: Step) => `session.${to} + token.${tokenOf(step)}`
/** The token region goes to `to`; the session region stays where it was. */
const token = (to: string) => (step: Step) => `session.${sessionOf(step)} + token.${to}`
const authenticated = (step: Step) => sessionOf(step).startsWith('authenticated')

/** Logged out, whichever way: both tokens cleared, the user forgotten, the app told why. */
const signsOut = (reason: 'logout' | 'expired' | 'elsewhere') => (step: Step) => {
  expect(ran(step, 'clearTokens')).toHaveLength(1)
  expect(step.after.context.user).toBeNull()
  expect(emittedBy(step)).toEqual([{ type: 'signedOut', reason }])
}
const refreshed = (outcome: string) => (step: Step) => {
  expect(step.after.context.lastRefresh).toBe(outcome)
  // A caller waiting for "the" refresh waits for this count to grow.
  expect(step.after.context.refreshGeneration).toBe(step.before.context.refreshGeneration + 1)
}

export default defineOracle({
  name: 'authMachine',
  leadsTo: {
    'readSession done (tokens stored)': session('authenticated.loadingProfile'),
    'readSession done (no tokens)': session('signedOut'),
    LOGIN: {
      'session.signedOut': session('loggingIn'),
      // From the failure screen, a fresh login replaces the session whose profile failed.
      'session.authenticated.profileFailed': session('loggingIn'),
    },
    'login done': session('authenticated.loadingProfile'),
    'login error': session('signedOut'),
    'loadProfile done': session('authenticated.signedIn'),
    'loadProfile error': session('authenticated.profileFailed'),
    RETRY: { 'session.authenticated.profileFailed': session('authenticated.loadingProfile') },
    PROFILE_UPDATED: { 'session.authenticated.signedIn': session('authenticated.signedIn') },
    LOGOUT: { 'session.authenticated': session('loggingOut') },
    SIGNED_OUT_ELSEWHERE: { 'session.authenticated': session('signedOut') },
    'logout done': session('signedOut'),
    'logout error': session('signedOut'),
    'after 5s': session('signedOut'),
    // Single flight: while a refresh runs, another expiry joins it.
    TOKEN_EXPIRED: { 'token.idle': token('refreshing') },
    'refresh done': token('idle'),
    // A refused refresh token ends the session (SPEC §4: if refresh fails the user is logged out).
    'refresh error (refresh token refused)': (step) => (authenticated(step) ? `session.signedOut + token.idle` : token('idle')(step)),
    // Offline: the session stays; the calls waiting on the refresh fail on their own.
    'refresh error (offline)': token('idle'),
  },
  does: {
    'readSession done (tokens stored)': (step) => expect(startedInputs(step, 'loadProfile')).toHaveLength(1),
    LOGIN: (step) => {
      expect(startedInputs(step, 'login')).toEqual([{ email: user.email, password: 'Sandbox-pass-1' }])
      expect(step.after.context).toMatchObject({ loginError: null, profileError: null })
    },
    // Login stores access and refresh tokens locally.
    'login done': (step) => {
      expect(ran(step, 'storeTokens')).toEqual([{ access: 'a1', refresh: 'r1' }])
      expect(startedInputs(step, 'loadProfile')).toHaveLength(1)
    },
    'login error': (step) => {
      expect(step.after.context.loginError).toBe('Invalid email or password.')
      expect(ran(step, 'storeTokens')).toEqual([])
    },
    'loadProfile done': (step) => {
      expect(step.after.context).toMatchObject({ user, profileError: null })
      expect(emittedBy(step)).toEqual([{ type: 'signedIn' }])
    },
    // SPEC §2: "There was an error loading the application" with Try Again and Logout.
    'loadProfile error': (step) => expect(step.after.context.profileError).toBe('Server error'),
    RETRY: (step) => expect(startedInputs(step, 'loadProfile')).toHaveLength(1),
    PROFILE_UPDATED: (step) => expect(step.after.context.user).toEqual({ ...user, telegram: 'cleo_new' }),
    LOGOUT: (step) => {
      expect(startedInputs(step, 'logout')).toHaveLength(1)
      // Nothing is cleared before the call ends.
      expect(ran(step, 'clearTokens')).toEqual([])
    },
    SIGNED_OUT_ELSEWHERE: signsOut('elsewhere'),
    // Logout clears both tokens and the user, whatever the call answered: a failed call must not leave the tokens in the browser.
    'logout done': signsOut('logout'),
    'logout error': signsOut('logout'),
    'after 5s': (step) => {
      expect(step.elapsed).toBe(5000)
      signsOut('logout')(step)
    },
    TOKEN_EXPIRED: (step) => expect(startedInputs(step, 'refresh')).toHaveLength(tokenOf(step) === 'idle' ? 1 : 0),
    'refresh done': refreshed('rotated'),
    'refresh error (refresh token refused)': (step) => {
      refreshed('rejected')(step)
      if (authenticated(step)) signsOut('expired')(step)
      else expect(ran(step, 'clearTokens')).toEqual([])
    },
    'refresh error (offline)': (step) => {
      refreshed('unavailable')(step)
      expect(ran(step, 'clearTokens')).toEqual([])
    },
  },
  paths: {
    'a refresh is single flight: never two at once': (steps) => {
      let inFlight = 0
      for (const step of steps) {
        if (step.words.startsWith('refresh ')) inFlight -= 1
        inFlight += startedInputs(step, 'refresh').length
        expect(inFlight).toBeLessThanOrEqual(1)
      }
    },
    'the session starts by reading the stored tokens': (_, __, initial) => expect(initial.words).toBe('session.restoring + token.idle'),
  },
})

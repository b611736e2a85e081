import type { AnyEventObject } from 'xstate'
import { authMachine, SessionRejectedError, type TokenPair, type User } from '../../../src/machines/auth/authMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export const user: User = {
  email: 'merchant@paygrid.test',
  first_name: 'Cleo',
  last_name: 'Client',
  is_staff: false,
  is_admin: false,
  is_client: true,
  is_kyc: true,
  telegram: 'cleo_c',
  subscription: { plan: 'pro', active: true },
}
const pair: TokenPair = { access: 'a1', refresh: 'r1' }

// Every event the app sends, and the outcomes of every invoked actor and delay as synthetic events.
const events: AnyEventObject[] = [
  labelled('tokens stored', { type: 'xstate.done.actor.readSession', output: { found: true } }),
  labelled('no tokens', { type: 'xstate.done.actor.readSession', output: { found: false } }),
  { type: 'xstate.done.actor.loadProfile', output: user },
  { type: 'xstate.error.actor.loadProfile', error: new Error('Server error') },
  { type: 'xstate.done.actor.login', output: pair },
  { type: 'xstate.error.actor.login', error: new Error('Invalid email or password.') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
  { type: 'xstate.after.LOGOUT_TIMEOUT.auth.session.loggingOut' },
  { type: 'xstate.done.actor.refresh' },
  labelled('refresh token refused', { type: 'xstate.error.actor.refresh', error: new SessionRejectedError() }),
  labelled('offline', { type: 'xstate.error.actor.refresh', error: new TypeError('Failed to fetch') }),
  { type: 'LOGIN', credentials: { email: user.email, password: 'Sandbox-pass-1' } },
  { type: 'LOGOUT' },
  { type: 'RETRY' },
  { type: 'TOKEN_EXPIRED' },
  { type: 'SIGNED_OUT_ELSEWHERE' },
  { type: 'PROFILE_UPDATED', user: { ...user, telegram: 'cleo_new' } },
]

export default definePathModel({
  machine: authMachine,
  events,
  // A vertex: the state value, whether a profile is loaded and whether loading it failed. No guard
  // reads them, but the screens differ (the shell's Logout button, the failure screen while retrying),
  // so the paths include the ones a person takes (log out from the dashboard).
  serializeState: (s) => {
    const c = s.context as { user: unknown; profileError: unknown }
    return JSON.stringify([s.value, c.user !== null, c.profileError !== null])
  },
})

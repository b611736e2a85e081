import { describe, it, vi } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { authMachine, SessionRejectedError, type TokenPair, type User } from '../../../src/machines/auth/authMachine'
import { controllablePromiseActor, coverAllTransitions } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const user: User = {
  email: 'client@example.test',
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
const LOGOUT_TIMEOUT = 5000

// Every event the app sends, and the outcomes of every invoked actor and delay as synthetic events.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.readSession', output: { found: true } },
  { type: 'xstate.done.actor.readSession', output: { found: false } },
  { type: 'xstate.done.actor.loadProfile', output: user },
  { type: 'xstate.error.actor.loadProfile', error: new Error('Server error') },
  { type: 'xstate.done.actor.login', output: pair },
  { type: 'xstate.error.actor.login', error: new Error('Invalid email or password') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
  { type: 'xstate.after.LOGOUT_TIMEOUT.auth.session.loggingOut' },
  { type: 'xstate.done.actor.refresh' },
  { type: 'xstate.error.actor.refresh', error: new SessionRejectedError() },
  { type: 'xstate.error.actor.refresh', error: new TypeError('Failed to fetch') },
  { type: 'LOGIN', credentials: { email: user.email, password: 'pw' } },
  { type: 'LOGOUT' },
  { type: 'RETRY' },
  { type: 'TOKEN_EXPIRED' },
  { type: 'SIGNED_OUT_ELSEWHERE' },
  { type: 'PROFILE_UPDATED', user: { ...user, telegram: 'cleo_new' } },
]
// A vertex is the state value: the context only counts refreshes, which no guard reads.
const serializeState = (s: { value: unknown }) => JSON.stringify(s.value)

function startReplayActor(inspect: (event: InspectionEvent) => void) {
  const actors = {
    readSession: controllablePromiseActor<{ found: boolean }>(),
    loadProfile: controllablePromiseActor<User>(),
    login: controllablePromiseActor<TokenPair, { email: string; password: string }>(),
    logout: controllablePromiseActor<void>(),
    refresh: controllablePromiseActor<void>(),
  }
  const machine = authMachine.provide({
    actors: {
      readSession: actors.readSession.logic,
      loadProfile: actors.loadProfile.logic,
      login: actors.login.logic,
      logout: actors.logout.logic,
      refresh: actors.refresh.logic,
    },
    actions: { storeTokens: () => {}, clearTokens: () => {} },
    delays: { LOGOUT_TIMEOUT },
  })
  const actor = createActor(machine, { inspect }).start()
  async function trigger(event: AnyEventObject) {
    if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT)
      return
    }
    const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1] as keyof typeof actors
    actors[id].settle(event)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { actor, trigger }
}

fakeTimersPerTest()

describe('authMachine: generated paths', () => {
  // Each shortest path, then once more followed by every event that takes a transition there,
  // so that every transition out of every reachable state is taken on the live actor.
  it('reaches every state and transition', async () => {
    await coverAllTransitions({ name: 'authMachine', machine: authMachine, events, serializeState, start: (_, inspect) => startReplayActor(inspect) })
  })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, getNextSnapshot, type AnyEventObject } from 'xstate'
import { authMachine, SessionRejectedError, type TokenPair, type User } from '../../src/machines/authMachine'
import { controllablePromiseActor, createCoverageRecorder, describePath, machinePaths, replayPath } from '../support/pathCoverage'

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

const recorder = createCoverageRecorder('authMachine', authMachine)

function startReplayActor() {
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
  const actor = createActor(machine, { inspect: recorder.inspect }).start()
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

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('authMachine: generated paths', () => {
  const paths = machinePaths(authMachine, { events, serializeState })

  it('finds a path to every reachable state', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8)
  })

  // Each shortest path, then once more followed by every event that takes a transition there,
  // so that every transition out of every reachable state is taken on the live actor.
  it.each(paths.map((path) => [describePath(path), path] as const))('replays %s and every transition from its end', async (_, path) => {
    const probe = startReplayActor()
    await replayPath(path, probe.actor, { trigger: probe.trigger })
    const end = probe.actor.getSnapshot()
    probe.actor.stop()
    recorder.countPath()
    for (const extra of events) {
      if (authMachine.getTransitionData(end, extra as never).length === 0) continue
      const { actor, trigger } = startReplayActor()
      await replayPath({ ...path, steps: [...path.steps, { event: extra, state: getNextSnapshot(authMachine, end, extra as never) }] }, actor, {
        trigger,
      })
      actor.stop()
      recorder.countPath()
    }
  })
})

afterAll(() => {
  const summary = recorder.writeReport()
  console.table({ [summary.machine]: { paths: summary.paths, states: `${summary.states.covered}/${summary.states.total}`, transitions: `${summary.transitions.covered}/${summary.transitions.total}` } })
  expect(summary.states.missing).toEqual([])
  expect(summary.transitions.missing).toEqual([])
})

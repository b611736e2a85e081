// @vitest-environment node
import { describe, it, vi } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { authMachine, type TokenPair, type User } from '../../../src/machines/auth/authMachine'
import { controllablePromiseActor, coverModel } from '../../support/pathCoverage'
import model from './authMachine.model'
import oracle from './authMachine.oracle'
import { fakeTimersPerTest } from '../../support/fakeTimers'

/** The logout call's time limit as designed (README): the test's own number, so a wrong delay shows. */
const LOGOUT_TIMEOUT = 5000

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
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({ name: 'authMachine', model, oracle, start: (_, inspect) => startReplayActor(inspect) })
  })
})

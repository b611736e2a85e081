import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { logoutAllMachine } from '../../../src/machines/settings/logoutAllMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

fakeTimersPerTest()

describe('logoutAllMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({
      name: 'logoutAllMachine',
      machine: logoutAllMachine,
      events: [
        { type: 'OPEN' },
        { type: 'CONFIRM' },
        { type: 'CANCEL' },
        { type: 'xstate.done.actor.logoutAll' },
        { type: 'xstate.error.actor.logoutAll', error: { message: 'Failed to log out of all sessions' } },
      ],
      start: (_input, inspect) => {
        const actors = settleableActors()
        const machine = logoutAllMachine.provide({ actors: { logoutAll: actors.actor('logoutAll') } })
        return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

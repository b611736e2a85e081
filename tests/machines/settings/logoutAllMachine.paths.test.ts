// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { logoutAllMachine } from '../../../src/machines/settings/logoutAllMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './logoutAllMachine.model'
import oracle from './logoutAllMachine.oracle'

fakeTimersPerTest()

describe('logoutAllMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'logoutAllMachine',
      model,
      oracle,
      start: (_input, inspect) => {
        const actors = settleableActors()
        const machine = logoutAllMachine.provide({ actors: { logoutAll: actors.actor('logoutAll') } })
        return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

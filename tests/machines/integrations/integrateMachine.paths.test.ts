// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrateMachine } from '../../../src/machines/integrations/integrateMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './integrateMachine.model'
import oracle from './integrateMachine.oracle'

fakeTimersPerTest()

describe('integrateMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'integrateMachine',
      model,
      oracle,
      start: (_input, inspect) => {
        const actors = settleableActors()
        const machine = integrateMachine.provide({ actors: { createIntegration: actors.actor('createIntegration') } })
        return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrateMachine, type IntegrateInput } from '../../../src/machines/integrations/integrateMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './integrateMachine.model'

fakeTimersPerTest()

describe('integrateMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverModel({
      name: 'integrateMachine',
      model,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = integrateMachine.provide({ actors: { createIntegration: actors.actor('createIntegration') } })
        return { actor: createActor(machine, { input: input as IntegrateInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

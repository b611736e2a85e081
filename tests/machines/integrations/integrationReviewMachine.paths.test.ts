import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrationReviewMachine, type IntegrationReviewInput } from '../../../src/machines/integrations/integrationReviewMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './integrationReviewMachine.model'

fakeTimersPerTest()

describe('integrationReviewMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverModel({
      name: 'integrationReviewMachine',
      model,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = integrationReviewMachine.provide({ actors: { updateStatus: actors.actor('updateStatus') } })
        return { actor: createActor(machine, { input: input as IntegrationReviewInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

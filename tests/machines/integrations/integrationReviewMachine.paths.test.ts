// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrationReviewMachine, type IntegrationReviewInput } from '../../../src/machines/integrations/integrationReviewMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './integrationReviewMachine.model'
import oracle from './integrationReviewMachine.oracle'

fakeTimersPerTest()

describe('integrationReviewMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'integrationReviewMachine',
      model,
      oracle,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = integrationReviewMachine.provide({ actors: { updateStatus: actors.actor('updateStatus') } })
        return { actor: createActor(machine, { input: input as IntegrationReviewInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

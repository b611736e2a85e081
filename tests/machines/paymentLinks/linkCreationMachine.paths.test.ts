// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { linkCreationMachine, type LinkCreationInput } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { coverModel } from '../../support/pathCoverage'
import model from './linkCreationMachine.model'
import oracle from './linkCreationMachine.oracle'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

fakeTimersPerTest()

describe('linkCreationMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'linkCreationMachine',
      model,
      oracle,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = linkCreationMachine.provide({ actors: { createPaymentLink: actors.actor('createPaymentLink') } })
        return { actor: createActor(machine, { input: input as LinkCreationInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

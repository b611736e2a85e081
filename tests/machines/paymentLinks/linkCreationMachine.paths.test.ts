import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { linkCreationMachine, type LinkCreationInput } from '../../../src/machines/paymentLinks/linkCreationMachine'
import { coverModel } from '../../support/pathCoverage'
import model from './linkCreationMachine.model'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

fakeTimersPerTest()

describe('linkCreationMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverModel({
      name: 'linkCreationMachine',
      model,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = linkCreationMachine.provide({ actors: { createPaymentLink: actors.actor('createPaymentLink') } })
        return { actor: createActor(machine, { input: input as LinkCreationInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { promoCodeMachine } from '../../../src/machines/onboarding/promoCodeMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import model from './promoCodeMachine.model'
import oracle from './promoCodeMachine.oracle'

fakeTimersPerTest()

describe('promoCodeMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'promoCodeMachine',
      model,
      oracle,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = promoCodeMachine.provide({ actors: { validatePromo: actors.actor('validatePromo') } })
        return { actor: createActor(machine, { input: input as { savedCode: string | null }, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

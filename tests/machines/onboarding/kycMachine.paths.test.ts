// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { kycMachine, type KycInput } from '../../../src/machines/onboarding/kycMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import model from './kycMachine.model'
import oracle from './kycMachine.oracle'

fakeTimersPerTest()

describe('kycMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'kycMachine',
      model,
      oracle,
      start: (given, inspect) => {
        const actors = settleableActors()
        const machine = kycMachine.provide({
          actors: { createSession: actors.actor('createSession'), verify: actors.actor('verify'), recheckProfile: actors.actor('recheckProfile') },
        })
        return { actor: createActor(machine, { input: given as KycInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

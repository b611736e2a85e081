// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { profileMachine, type ProfileInput } from '../../../src/machines/settings/profileMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './profileMachine.model'
import oracle from './profileMachine.oracle'

fakeTimersPerTest()

describe('profileMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'profileMachine',
      model,
      oracle,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = profileMachine.provide({ actors: { saveProfile: actors.actor('saveProfile') } })
        return { actor: createActor(machine, { input: input as ProfileInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

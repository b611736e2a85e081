import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { profileMachine, type ProfileInput } from '../../../src/machines/settings/profileMachine'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import model from './profileMachine.model'

fakeTimersPerTest()

describe('profileMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverModel({
      name: 'profileMachine',
      model,
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = profileMachine.provide({ actors: { saveProfile: actors.actor('saveProfile') } })
        return { actor: createActor(machine, { input: input as ProfileInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

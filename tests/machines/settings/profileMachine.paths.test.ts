import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { profileMachine, type ProfileInput } from '../../../src/machines/settings/profileMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settingsUser } from './settingsUser'

fakeTimersPerTest()

describe('profileMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({
      name: 'profileMachine',
      machine: profileMachine,
      events: [
        { type: 'CHANGE', field: 'first_name', value: 'M' },
        { type: 'CHANGE', field: 'first_name', value: 'Mia' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.saveProfile', output: { data: { ...settingsUser, first_name: 'Mia' }, message: 'Settings updated successfully.' } },
        // A stored profile the rules would refuse (a one-letter name from before them): saving it again asks for a fix.
        { type: 'xstate.done.actor.saveProfile', output: { data: { ...settingsUser, first_name: 'M' }, message: 'Settings updated successfully.' } },
        { type: 'xstate.error.actor.saveProfile', error: { message: 'Invalid phone number format' } },
        { type: 'xstate.error.actor.saveProfile', error: { message: 'Failed to save your profile' } },
      ],
      inputs: [{ user: settingsUser } satisfies ProfileInput],
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = profileMachine.provide({ actors: { saveProfile: actors.actor('saveProfile') } })
        return { actor: createActor(machine, { input: input as ProfileInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

import { profileMachine, type ProfileInput } from '../../../src/machines/settings/profileMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { settingsUser } from './settingsUser'

export default definePathModel<ProfileInput>({
  machine: profileMachine,
  events: [
    labelled('first name "M"', { type: 'CHANGE', field: 'first_name', value: 'M' }),
    labelled('first name "Mia"', { type: 'CHANGE', field: 'first_name', value: 'Mia' }),
    { type: 'SUBMIT' },
    labelled('saved', { type: 'xstate.done.actor.saveProfile', output: { data: { ...settingsUser, first_name: 'Mia' }, message: 'Settings updated successfully.' } }),
    // A stored profile the rules would refuse (a one-letter name from before them): saving it again asks for a fix.
    labelled('saved, one-letter name', { type: 'xstate.done.actor.saveProfile', output: { data: { ...settingsUser, first_name: 'M' }, message: 'Settings updated successfully.' } }),
    labelled('400 phone', { type: 'xstate.error.actor.saveProfile', error: { message: 'Invalid phone number format' } }),
    labelled('network', { type: 'xstate.error.actor.saveProfile', error: { message: 'Failed to save your profile' } }),
  ],
  inputs: [{ user: settingsUser }],
})

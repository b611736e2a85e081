import { profileMachine, type ProfileInput } from '../../../src/machines/settings/profileMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { settingsUser } from './settingsUser'

export default definePathModel<ProfileInput>({
  machine: profileMachine,
  events: [
    // What the form sends once its rules pass (src/domain/profileForm.ts): the parsed update.
    labelled('first name "Mia"', { type: 'SUBMIT', value: { first_name: 'Mia', last_name: 'Merchant', phone: '+1 555 0102' } }),
    { type: 'EDIT' },
    labelled('saved', { type: 'xstate.done.actor.saveProfile', output: { data: { ...settingsUser, first_name: 'Mia' }, message: 'Settings updated successfully.' } }),
    labelled('400 phone', { type: 'xstate.error.actor.saveProfile', error: { message: 'Invalid phone number format' } }),
    labelled('network', { type: 'xstate.error.actor.saveProfile', error: { message: 'Failed to save your profile' } }),
  ],
  inputs: [{ user: settingsUser }],
})

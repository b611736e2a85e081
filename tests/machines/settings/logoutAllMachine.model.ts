import { logoutAllMachine } from '../../../src/machines/settings/logoutAllMachine'
import { definePathModel } from '../../support/paths/pathModel'

export default definePathModel({
  machine: logoutAllMachine,
  events: [
    { type: 'OPEN' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.logoutAll' },
    { type: 'xstate.error.actor.logoutAll', error: { message: 'Failed to log out of all sessions' } },
  ],
})

import { cancelTransferMachine } from '../../../src/machines/transfers/cancelTransferMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { httpError, networkError, transfer } from '../../support/transferFixtures'

export default definePathModel({
  machine: cancelTransferMachine,
  events: [
    labelled('a pending transfer', { type: 'REQUEST', transfer: transfer() }),
    labelled('a processing transfer', { type: 'REQUEST', transfer: transfer({ id: 'tr_2', status: 'PROCESSING' }) }),
    { type: 'CONFIRM' },
    { type: 'DISMISS' },
    labelled('cancelled', { type: 'xstate.done.actor.cancelTransfer', output: transfer({ status: 'CANCELLED' }) }),
    labelled('400 not pending', { type: 'xstate.error.actor.cancelTransfer', error: httpError(400, 'Only a PENDING transfer can be cancelled; this one is COMPLETED.') }),
    labelled('answer lost', { type: 'xstate.error.actor.cancelTransfer', error: networkError() }),
  ],
  serializeState: (s) => JSON.stringify(s.value),
})

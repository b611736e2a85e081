import { transferStatusMachine, type TransferStatusContext } from '../../../src/machines/transfers/transferStatusMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { httpError, networkError, transfer } from '../../support/transferFixtures'

export default definePathModel({
  machine: transferStatusMachine,
  events: [
    labelled('a pending transfer', { type: 'REQUEST', transfer: transfer() }),
    labelled('a completed transfer', { type: 'REQUEST', transfer: transfer({ id: 'tr_done', status: 'COMPLETED' }) }),
    labelled('Processing', { type: 'CHOOSE', status: 'PROCESSING' }),
    labelled('Pending, not allowed', { type: 'CHOOSE', status: 'PENDING' }),
    labelled('a reason', { type: 'REASON', value: 'Bank confirmed' }),
    { type: 'CONFIRM' },
    { type: 'DISMISS' },
    labelled('moved on', { type: 'xstate.done.actor.updateStatus', output: transfer({ status: 'PROCESSING' }) }),
    labelled('400 not allowed', { type: 'xstate.error.actor.updateStatus', error: httpError(400, 'A COMPLETED transfer cannot move to FAILED.') }),
    labelled('answer lost', { type: 'xstate.error.actor.updateStatus', error: networkError() }),
  ],
  // A vertex: the state and whether a status is chosen (the guard CONFIRM reads).
  serializeState: (s) => JSON.stringify([s.value, (s.context as TransferStatusContext).status]),
})

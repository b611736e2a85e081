import { describe, it } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { transferStatusMachine, type TransferStatusContext } from '../../../src/machines/transfers/transferStatusMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { httpError, networkError, transfer } from '../../support/transferFixtures'

const events: AnyEventObject[] = [
  { type: 'REQUEST', transfer: transfer() },
  { type: 'REQUEST', transfer: transfer({ id: 'tr_done', status: 'COMPLETED' }) },
  { type: 'CHOOSE', status: 'PROCESSING' },
  { type: 'CHOOSE', status: 'PENDING' },
  { type: 'REASON', value: 'Bank confirmed' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.updateStatus', output: transfer({ status: 'PROCESSING' }) },
  { type: 'xstate.error.actor.updateStatus', error: httpError(400, 'A COMPLETED transfer cannot move to FAILED.') },
  { type: 'xstate.error.actor.updateStatus', error: networkError() },
]

// A vertex: the state and whether a status is chosen (the guard CONFIRM reads).
const serializeState = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, (s.context as TransferStatusContext).status])

function start(inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const actor = createActor(transferStatusMachine.provide({ actors: { updateStatus: actors.actor('updateStatus') } }), { inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('transferStatusMachine: generated paths', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({ name: 'transferStatusMachine', machine: transferStatusMachine, events, serializeState, start: (_, inspect) => start(inspect) })
  })
})

import { describe, it } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { cancelTransferMachine } from '../../../src/machines/transfers/cancelTransferMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { httpError, networkError, transfer } from '../../support/transferFixtures'

const events: AnyEventObject[] = [
  { type: 'REQUEST', transfer: transfer() },
  { type: 'REQUEST', transfer: transfer({ id: 'tr_2', status: 'PROCESSING' }) },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.cancelTransfer', output: transfer({ status: 'CANCELLED' }) },
  { type: 'xstate.error.actor.cancelTransfer', error: httpError(400, 'Only a PENDING transfer can be cancelled; this one is COMPLETED.') },
  { type: 'xstate.error.actor.cancelTransfer', error: networkError() },
]

const serializeState = (s: { value: unknown; context: unknown }) => JSON.stringify(s.value)

function start(inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const actor = createActor(cancelTransferMachine.provide({ actors: { cancelTransfer: actors.actor('cancelTransfer') } }), { inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('cancelTransferMachine: generated paths', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({ name: 'cancelTransferMachine', machine: cancelTransferMachine, events, serializeState, start: (_, inspect) => start(inspect) })
  })
})

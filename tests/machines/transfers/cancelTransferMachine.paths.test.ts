// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor, type InspectionEvent } from 'xstate'
import { cancelTransferMachine } from '../../../src/machines/transfers/cancelTransferMachine'
import { coverModel } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import model from './cancelTransferMachine.model'
import oracle from './cancelTransferMachine.oracle'

function start(inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const actor = createActor(cancelTransferMachine.provide({ actors: { cancelTransfer: actors.actor('cancelTransfer') } }), { inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('cancelTransferMachine: generated paths', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({ name: 'cancelTransferMachine', model, oracle, start: (_, inspect) => start(inspect) })
  })
})

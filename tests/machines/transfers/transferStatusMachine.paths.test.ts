// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor, type InspectionEvent } from 'xstate'
import { transferStatusMachine } from '../../../src/machines/transfers/transferStatusMachine'
import { coverModel } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import model from './transferStatusMachine.model'
import oracle from './transferStatusMachine.oracle'

function start(inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const actor = createActor(transferStatusMachine.provide({ actors: { updateStatus: actors.actor('updateStatus') } }), { inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('transferStatusMachine: generated paths', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({ name: 'transferStatusMachine', model, oracle, start: (_, inspect) => start(inspect) })
  })
})

// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor, type InspectionEvent } from 'xstate'
import { fundsTransferMachine, type FundsTransferInput } from '../../../src/machines/transfers/fundsTransferMachine'
import { coverModel } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { keySequence } from '../../support/transferFixtures'
import { settleableActors } from '../support/settleableActors'
import model from './fundsTransferMachine.model'
import oracle from './fundsTransferMachine.oracle'

function start(input: FundsTransferInput, inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const machine = fundsTransferMachine.provide({ actors: { transferFunds: actors.actor('transferFunds') } })
  const actor = createActor(machine, { input: { ...input, newKey: keySequence() }, inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('fundsTransferMachine: generated paths', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({ name: 'fundsTransferMachine', model, oracle, start: (input, inspect) => start(input as FundsTransferInput, inspect) })
  })
})

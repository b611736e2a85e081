// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { transactionExportMachine } from '../../../src/machines/transactions/transactionExportMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import model from './transactionExportMachine.model'
import oracle from './transactionExportMachine.oracle'

fakeTimersPerTest()

describe('transactionExportMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'transactionExportMachine',
      model,
      oracle,
      start: (_input, inspect) => {
        const actors = settleableActors()
        const machine = transactionExportMachine.provide({ actors: { fetchRows: actors.actor('fetchRows') } })
        return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})

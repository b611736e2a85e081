// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor, type InspectionEvent } from 'xstate'
import { calculatorMachine } from '../../../src/machines/calculator/calculatorMachine'
import { coverModel } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import model from './calculatorMachine.model'
import oracle from './calculatorMachine.oracle'

function start(_input: unknown, inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const machine = calculatorMachine.provide({ actors: { calculate: actors.actor('calculate') }, actions: { notifyFailure: () => {} } })
  return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
}

fakeTimersPerTest()

describe('calculatorMachine: generated paths', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({ name: 'calculatorMachine', model, oracle, start })
  })
})

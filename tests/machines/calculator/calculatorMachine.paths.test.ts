import { describe, it } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { calculatorMachine } from '../../../src/machines/calculator/calculatorMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { calculation } from './calculationFixture'

// Every event the screen sends (a valid range, then a To before the From), and the calculation's outcomes.
const events: AnyEventObject[] = [
  { type: 'CHANGE', field: 'from', value: '2025-03-01T00:00' },
  { type: 'CHANGE', field: 'to', value: '2025-02-01T00:00' },
  { type: 'CALCULATE' },
  { type: 'RETRY' },
  { type: 'CLEAR' },
  { type: 'xstate.done.actor.calculate', output: calculation() },
  { type: 'xstate.error.actor.calculate', error: new Error('from_date must not be after to_date.') },
]
// A vertex is the state and whether the range typed can be sent: the rest of the context no guard reads.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const { from, to, rangeError } = s.context as { from: string; to: string; rangeError: string | null }
  return JSON.stringify([s.value, from, to, rangeError])
}

function start(_input: unknown, inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const machine = calculatorMachine.provide({ actors: { calculate: actors.actor('calculate') }, actions: { notifyFailure: () => {} } })
  return { actor: createActor(machine, { inspect }).start(), trigger: actors.trigger }
}

fakeTimersPerTest()

describe('calculatorMachine: generated paths', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({ name: 'calculatorMachine', machine: calculatorMachine, events, serializeState, start })
  })
})

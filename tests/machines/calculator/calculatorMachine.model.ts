import { calculatorMachine, type CalculatorContext } from '../../../src/machines/calculator/calculatorMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { calculation } from './calculationFixture'

// Every event the screen sends (a From Date, then a To Date before it), and the calculation's outcomes.
export default definePathModel({
  machine: calculatorMachine,
  events: [
    labelled('from 1 March', { type: 'CHANGE', field: 'from', value: '2025-03-01T00:00' }),
    labelled('to 1 February', { type: 'CHANGE', field: 'to', value: '2025-02-01T00:00' }),
    { type: 'CALCULATE' },
    { type: 'RETRY' },
    { type: 'CLEAR' },
    { type: 'xstate.done.actor.calculate', output: calculation() },
    labelled('refused', { type: 'xstate.error.actor.calculate', error: new Error('from_date must not be after to_date.') }),
  ],
  // A vertex is the state, the range typed (with its message), the range last sent and whether results are on screen: what the guards read.
  serializeState: (snapshot) => {
    const { from, to, rangeError, requested, calculation } = snapshot.context as CalculatorContext
    return JSON.stringify([snapshot.value, from, to, rangeError, requested, calculation !== null])
  },
})

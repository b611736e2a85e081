import { calculatorMachine, type CalculatorContext } from '../../../src/machines/calculator/calculatorMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { calculation } from './calculationFixture'

// Every event the screen sends (the form's parsed range: all time, or from 1 March), and the calculation's outcomes.
export default definePathModel({
  machine: calculatorMachine,
  events: [
    labelled('all time', { type: 'CALCULATE', value: {} }),
    labelled('from 1 March', { type: 'CALCULATE', value: { from_date: '2025-03-01T00:00:00.000Z' } }),
    { type: 'RETRY' },
    { type: 'CLEAR' },
    { type: 'xstate.done.actor.calculate', output: calculation() },
    labelled('refused', { type: 'xstate.error.actor.calculate', error: new Error('from_date must not be after to_date.') }),
  ],
  // A vertex is the state, the range last sent and whether results are on screen: what the guard and the refresh read.
  serializeState: (snapshot) => {
    const { requested, calculation } = snapshot.context as CalculatorContext
    return JSON.stringify([snapshot.value, requested, calculation !== null])
  },
})

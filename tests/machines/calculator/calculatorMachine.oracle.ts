/** The admin transaction calculator (SPEC §2, §5, §8): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { calculatorRange, TO_BEFORE_FROM } from '../../../src/domain/calculation'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const rangeOf = (step: Step) => calculatorRange(step.before.context.from, step.before.context.to)
const calculate = (step: Step) => ('range' in rangeOf(step) ? 'calculating' : step.before.words)
const EMPTY = { from: '', to: '', rangeError: null, requested: null, calculation: null, error: null }

export default defineOracle({
  name: 'calculatorMachine',
  leadsTo: {
    'CHANGE (from 1 March)': (step) => step.before.words,
    'CHANGE (to 1 February)': (step) => step.before.words,
    // A Calculate while one runs is ignored (a double click sends one call).
    CALCULATE: { idle: calculate, result: calculate, error: calculate },
    RETRY: { error: 'calculating' },
    CLEAR: 'idle',
    'calculate done': 'result',
    'calculate error (refused)': 'error',
  },
  does: {
    'CHANGE (from 1 March)': (step) => expect(step.after.context).toEqual({ ...step.before.context, from: '2025-03-01T00:00', rangeError: null }),
    'CHANGE (to 1 February)': (step) => expect(step.after.context).toEqual({ ...step.before.context, to: '2025-02-01T00:00', rangeError: null }),
    CALCULATE: (step) => {
      if (step.before.words === 'calculating') return expect(step.started).toEqual([])
      const checked = rangeOf(step)
      if ('range' in checked) {
        expect(startedInputs(step, 'calculate')).toEqual([checked.range])
        expect(step.after.context).toMatchObject({ requested: checked.range, rangeError: null })
      } else {
        // To before From is refused and nothing is sent.
        expect(step.started).toEqual([])
        expect(step.after.context.rangeError).toBe(TO_BEFORE_FROM)
      }
    },
    RETRY: (step) => expect(startedInputs(step, 'calculate')).toEqual([step.before.context.requested]),
    // Clear empties the dates and the results, and cancels a calculation under way.
    CLEAR: (step) => expect(step.after.context).toEqual(EMPTY),
    'calculate done': (step) => expect(step.after.context).toMatchObject({ calculation: step.event.output, error: null }),
    'calculate error (refused)': (step) => {
      expect(step.after.context).toMatchObject({ calculation: null, error: 'from_date must not be after to_date.' })
      expect(ran(step, 'notifyFailure')).toHaveLength(1)
    },
  },
})

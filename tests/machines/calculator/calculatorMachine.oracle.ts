/**
 * The admin transaction calculator (SPEC §2, §5, §8; issue 19: data on screen stays on screen), written
 * apart from the machine: calculating the range on screen again is a refresh, and when it fails its
 * results stay (dated) instead of the error; another range clears them when it is sent.
 */
import { expect } from 'vitest'
import { calculatorRange, TO_BEFORE_FROM } from '../../../src/domain/calculation'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const rangeOf = (step: Step) => calculatorRange(step.before.context.from, step.before.context.to)
const calculate = (step: Step) => ('range' in rangeOf(step) ? 'calculating' : step.before.words)
const EMPTY = { from: '', to: '', rangeError: null, requested: null, calculation: null, calculatedAt: null, error: null }
const sameRange = (a: { from_date?: string; to_date?: string } | null, b: { from_date?: string; to_date?: string } | null) =>
  a !== null && b !== null && a.from_date === b.from_date && a.to_date === b.to_date

export default defineOracle({
  name: 'calculatorMachine',
  leadsTo: {
    'CHANGE (from 1 March)': (step) => step.before.words,
    'CHANGE (to 1 February)': (step) => step.before.words,
    // A Calculate while one runs is ignored (a double click sends one call).
    CALCULATE: { idle: calculate, result: calculate, error: calculate, stale: calculate },
    RETRY: { error: 'calculating', stale: 'calculating' },
    CLEAR: 'idle',
    'calculate done': 'result',
    // Results on screen stay under a stale notice; none: the error.
    'calculate error (refused)': (step) => (step.before.context.calculation !== null ? 'stale' : 'error'),
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
        // The same range again keeps its results on screen while it is refreshed; another range's results would answer another question.
        const { calculation, calculatedAt } = step.before.context
        expect(step.after.context).toMatchObject(sameRange(checked.range, step.before.context.requested) ? { calculation, calculatedAt } : { calculation: null, calculatedAt: null })
      } else {
        // To before From is refused and nothing is sent.
        expect(step.started).toEqual([])
        expect(step.after.context.rangeError).toBe(TO_BEFORE_FROM)
      }
    },
    RETRY: (step) => expect(startedInputs(step, 'calculate')).toEqual([step.before.context.requested]),
    // Clear empties the dates and the results, and cancels a calculation under way.
    CLEAR: (step) => expect(step.after.context).toEqual(EMPTY),
    'calculate done': (step) => expect(step.after.context).toMatchObject({ calculation: step.event.output, calculatedAt: Date.now(), error: null }),
    'calculate error (refused)': (step) => {
      const { calculation, calculatedAt } = step.before.context
      expect(step.after.context).toMatchObject({ calculation, calculatedAt, error: 'from_date must not be after to_date.' })
      expect(ran(step, 'notifyFailure')).toHaveLength(1)
    },
  },
})

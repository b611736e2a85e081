/**
 * The admin transaction calculator (SPEC §2, §5, §8; issue 19: data on screen stays on screen), written
 * apart from the machine: calculating the range on screen again is a refresh, and when it fails its
 * results stay (dated) instead of the error; another range clears them when it is sent.
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const EMPTY = { requested: null, calculation: null, calculatedAt: null, error: null }
const sameRange = (a: { from_date?: string; to_date?: string } | null, b: { from_date?: string; to_date?: string } | null) =>
  a !== null && b !== null && a.from_date === b.from_date && a.to_date === b.to_date

/** The form's range is sent as it is; the same range again keeps its results on screen while it is refreshed, another range's results would answer another question. */
function sends(step: Step) {
  if (step.before.words === 'calculating') return expect(step.started).toEqual([])
  const range = step.event.value
  expect(startedInputs(step, 'calculate')).toEqual([range])
  expect(step.after.context.requested).toEqual(range)
  const { calculation, calculatedAt } = step.before.context
  expect(step.after.context).toMatchObject(sameRange(range, step.before.context.requested) ? { calculation, calculatedAt } : { calculation: null, calculatedAt: null })
}

export default defineOracle({
  name: 'calculatorMachine',
  leadsTo: {
    // A Calculate while one runs is ignored (a double click sends one call); the form sent a valid range.
    'CALCULATE (all time)': { idle: 'calculating', result: 'calculating', error: 'calculating', stale: 'calculating' },
    'CALCULATE (from 1 March)': { idle: 'calculating', result: 'calculating', error: 'calculating', stale: 'calculating' },
    RETRY: { error: 'calculating', stale: 'calculating' },
    CLEAR: 'idle',
    'calculate done': 'result',
    // Results on screen stay under a stale notice; none: the error.
    'calculate error (refused)': (step) => (step.before.context.calculation !== null ? 'stale' : 'error'),
  },
  does: {
    'CALCULATE (all time)': (step) => sends(step),
    'CALCULATE (from 1 March)': (step) => sends(step),
    RETRY: (step) => expect(startedInputs(step, 'calculate')).toEqual([step.before.context.requested]),
    // Clear empties the results, and cancels a calculation under way (the form empties the dates).
    CLEAR: (step) => expect(step.after.context).toEqual(EMPTY),
    'calculate done': (step) => expect(step.after.context).toMatchObject({ calculation: step.event.output, calculatedAt: Date.now(), error: null }),
    'calculate error (refused)': (step) => {
      const { calculation, calculatedAt } = step.before.context
      expect(step.after.context).toMatchObject({ calculation, calculatedAt, error: 'from_date must not be after to_date.' })
      expect(ran(step, 'notifyFailure')).toHaveLength(1)
    },
  },
})

import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { CALCULATOR_ERROR_FALLBACK, calculatorRange, type CalculatorRange } from '../../domain/calculation'

type Calculation = components['schemas']['Calculation']

export interface CalculatorContext {
  /** The From and To Date inputs as typed (`datetime-local` values; empty is an open side). */
  from: string
  to: string
  /** Why the range typed cannot be sent (To before From). */
  rangeError: string | null
  /** The range of the last calculation sent: Try Again sends it again. */
  requested: CalculatorRange | null
  /** The results on screen: those of `requested` (a new range clears them when it is sent). */
  calculation: Calculation | null
  /** When they were calculated (epoch ms). */
  calculatedAt: number | null
  /** The failed calculation's message (the server's, else SPEC §8's fallback). */
  error: string | null
}

export type CalculatorEvent =
  | { type: 'CHANGE'; field: 'from' | 'to'; value: string }
  | { type: 'CALCULATE' }
  | { type: 'RETRY' }
  | { type: 'CLEAR' }

const EMPTY: CalculatorContext = { from: '', to: '', rangeError: null, requested: null, calculation: null, calculatedAt: null, error: null }

const sameRange = (a: CalculatorRange | null, b: CalculatorRange | null) => a !== null && b !== null && a.from_date === b.from_date && a.to_date === b.to_date

const failureMessage = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message : CALCULATOR_ERROR_FALLBACK)

/** Calculate from a settled state: a valid range is sent, else the reason is shown and nothing is sent. */
const calculate = [
  { guard: 'rangeIsValid', target: 'calculating', actions: 'sendRange' },
  { actions: 'refuseRange' },
] as const

/**
 * The admin transaction calculator (SPEC §2): idle ("Ready to Calculate") → calculating → result |
 * error. Calculate checks the range first (To before From is refused and nothing is sent); a
 * Calculate while one runs is ignored, so a double click sends one call. Calculating the range on
 * screen again is a refresh: if it fails, its results stay (stale, with Retry) instead of the error.
 * Clear empties the dates and the results, and cancels a calculation under way.
 */
export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
  },
  actors: {
    calculate: fromPromise<Calculation, CalculatorRange>(() => Promise.reject(new Error('calculate not provided'))),
  },
  actions: {
    /** SPEC §8's toast: "Failed to fetch calculation data". */
    notifyFailure: () => {},
    sendRange: assign(({ context }) => {
      const checked = calculatorRange(context.from, context.to)
      const requested = 'range' in checked ? checked.range : null
      // Calculating the range on screen again refreshes its results, which stay meanwhile; another range's results would answer another question.
      return { requested, rangeError: null, ...(sameRange(requested, context.requested) ? {} : { calculation: null, calculatedAt: null }) }
    }),
    refuseRange: assign({
      rangeError: ({ context }) => {
        const checked = calculatorRange(context.from, context.to)
        return 'error' in checked ? checked.error : null
      },
    }),
  },
  guards: {
    rangeIsValid: ({ context }) => 'range' in calculatorRange(context.from, context.to),
    showsResults: ({ context }) => context.calculation !== null,
  },
}).createMachine({
  id: 'calculator',
  context: EMPTY,
  initial: 'idle',
  on: {
    CHANGE: { actions: assign(({ event }) => (event.field === 'from' ? { from: event.value, rangeError: null } : { to: event.value, rangeError: null })) },
    CLEAR: { target: '.idle', actions: assign(EMPTY) },
  },
  states: {
    idle: {
      on: {
        CALCULATE: calculate,
      },
    },
    calculating: {
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => context.requested ?? {},
        onDone: { target: 'result', actions: assign({ calculation: ({ event }) => event.output, calculatedAt: () => Date.now(), error: null }) },
        onError: [
          { guard: 'showsResults', target: 'stale', actions: [assign({ error: ({ event }) => failureMessage(event.error) }), 'notifyFailure'] },
          { target: 'error', actions: [assign({ error: ({ event }) => failureMessage(event.error) }), 'notifyFailure'] },
        ],
      },
    },
    result: {
      on: {
        CALCULATE: calculate,
      },
    },
    /** The refresh of the results on screen failed: they stay, dated, with Retry. */
    stale: {
      on: {
        RETRY: 'calculating',
        CALCULATE: calculate,
      },
    },
    error: {
      on: {
        RETRY: 'calculating',
        CALCULATE: calculate,
      },
    },
  },
})

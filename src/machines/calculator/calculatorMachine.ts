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
  calculation: Calculation | null
  /** The failed calculation's message (the server's, else SPEC §8's fallback). */
  error: string | null
}

export type CalculatorEvent =
  | { type: 'CHANGE'; field: 'from' | 'to'; value: string }
  | { type: 'CALCULATE' }
  | { type: 'RETRY' }
  | { type: 'CLEAR' }

const EMPTY: CalculatorContext = { from: '', to: '', rangeError: null, requested: null, calculation: null, error: null }

const failureMessage = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message : CALCULATOR_ERROR_FALLBACK)

/** Calculate from a settled state: a valid range is sent, else the reason is shown and nothing is sent. */
const calculate = [
  { guard: 'rangeIsValid', target: 'calculating', actions: 'sendRange' },
  { actions: 'refuseRange' },
] as const

/**
 * The admin transaction calculator (SPEC §2): idle ("Ready to Calculate") → calculating → result |
 * error. Calculate checks the range first (To before From is refused and nothing is sent); a
 * Calculate while one runs is ignored, so a double click sends one call. Clear empties the dates
 * and the results, and cancels a calculation under way.
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
    sendRange: assign({
      requested: ({ context }) => {
        const checked = calculatorRange(context.from, context.to)
        return 'range' in checked ? checked.range : null
      },
      rangeError: null,
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
        onDone: { target: 'result', actions: assign({ calculation: ({ event }) => event.output, error: null }) },
        onError: { target: 'error', actions: [assign({ error: ({ event }) => failureMessage(event.error), calculation: null }), 'notifyFailure'] },
      },
    },
    result: {
      on: {
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

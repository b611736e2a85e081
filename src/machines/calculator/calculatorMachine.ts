import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { CALCULATOR_ERROR_FALLBACK, type CalculatorRange } from '../../domain/calculation'

type Calculation = components['schemas']['Calculation']

export interface CalculatorContext {
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
  /** The form's parsed range (src/domain/calculation.ts's schema). */
  | { type: 'CALCULATE'; value: CalculatorRange }
  | { type: 'RETRY' }
  | { type: 'CLEAR' }

const EMPTY: CalculatorContext = { requested: null, calculation: null, calculatedAt: null, error: null }

const sameRange = (a: CalculatorRange | null, b: CalculatorRange | null) => a !== null && b !== null && a.from_date === b.from_date && a.to_date === b.to_date

const failureMessage = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message : CALCULATOR_ERROR_FALLBACK)

/** Calculate from a settled state: the range is sent. */
const calculate = { target: 'calculating', actions: 'sendRange' } as const

/**
 * The admin transaction calculator (SPEC §2): idle ("Ready to Calculate") → calculating → result |
 * error. The form checks the dates (To before From is refused there and nothing is sent) and sends the
 * range; a Calculate while one runs is ignored, so a double click sends one call. Calculating the range on
 * screen again is a refresh: if it fails, its results stay (stale, with Retry) instead of the error.
 * Clear empties the results, and cancels a calculation under way.
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
    sendRange: assign(({ context, event }) => {
      const requested = event.type === 'CALCULATE' ? event.value : context.requested
      // Calculating the range on screen again refreshes its results, which stay meanwhile; another range's results would answer another question.
      return { requested, ...(sameRange(requested, context.requested) ? {} : { calculation: null, calculatedAt: null }) }
    }),
  },
  guards: {
    showsResults: ({ context }) => context.calculation !== null,
  },
}).createMachine({
  id: 'calculator',
  context: EMPTY,
  initial: 'idle',
  on: {
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

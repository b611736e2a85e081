/** The calculator flow's wiring: its machine with the calculator call of src/api and the app's toasts. */
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import type { components } from '../../api/schema'
import type { Notifier as AppNotifier } from '../shared/notifier'
import { calculate } from '../../api/calculator'
import { CALCULATOR_FETCH_FAILED, type CalculatorRange } from '../../domain/calculation'
import { calculatorMachine } from './calculatorMachine'

export type Notifier = Pick<AppNotifier, 'error'>

export function createCalculatorMachine({ notify }: { notify: Notifier }) {
  return calculatorMachine.provide({
    actors: {
      calculate: fromAbortablePromise<components['schemas']['Calculation'], CalculatorRange>(({ input, signal }) => calculate(input, signal)),
    },
    actions: {
      notifyFailure: () => notify.error(CALCULATOR_FETCH_FAILED),
    },
  })
}

import type { components } from './schema'
import type { Api } from './client'
import { settle } from './apiError'
import { CALCULATOR_ERROR_FALLBACK, type CalculatorRange } from '../domain/calculation'

type S = components['schemas']

/** SPEC §7: the admin transaction calculator, bound to the session client. */
export function calculatorCalls(api: Api) {
  return {
    /** Totals over the COMPLETED transactions in the range (no bound: all time). */
    calculate: async (range: CalculatorRange, signal?: AbortSignal): Promise<S['Calculation']> =>
      (await settle(api.GET('/transaction/admin/calculate-transactions/', { params: { query: range }, signal }), CALCULATOR_ERROR_FALLBACK, signal)).calculation,
  }
}

export type CalculatorCalls = ReturnType<typeof calculatorCalls>

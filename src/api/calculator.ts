/** The admin transaction calculator (SPEC §7), on the session client. */
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'
import { CALCULATOR_ERROR_FALLBACK, type CalculatorRange } from '../domain/calculation'

type S = components['schemas']

/**
 * Totals over the COMPLETED transactions in the range (no bound: all time). Asked for on demand by the
 * calculator's machine (a Calculate, a Retry), which keeps the results on screen through a failed refresh:
 * no query of the cache holds them.
 */
export const calculate = async (range: CalculatorRange, signal?: AbortSignal): Promise<S['Calculation']> =>
  (await settle(api.GET('/transaction/admin/calculate-transactions/', { params: { query: range }, signal }), CALCULATOR_ERROR_FALLBACK, signal)).calculation

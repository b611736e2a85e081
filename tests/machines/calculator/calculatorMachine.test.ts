import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { calculatorMachine } from '../../../src/machines/calculator/calculatorMachine'
import { CALCULATOR_ERROR_FALLBACK, TO_BEFORE_FROM } from '../../../src/domain/calculation'
import { controllablePromiseActor } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { calculation } from './calculationFixture'
import { ORIGINAL_TIME_ZONE, setTimeZone } from '../../support/timeZone'

fakeTimersPerTest()

beforeEach(() => setTimeZone('UTC'))
afterEach(() => setTimeZone(ORIGINAL_TIME_ZONE))

function startCalculator() {
  const calculate = controllablePromiseActor<ReturnType<typeof calculation>, { from_date?: string; to_date?: string }>()
  const notifyFailure = vi.fn()
  const actor = createActor(calculatorMachine.provide({ actors: { calculate: calculate.logic }, actions: { notifyFailure } })).start()
  const settle = async (event: { type: string; output?: unknown; error?: unknown }) => {
    calculate.settle(event)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { actor, calls: calculate.calls, notifyFailure, settle }
}

describe('calculatorMachine', () => {
  it('starts ready to calculate and sends no bounds for all time', async () => {
    const { actor, calls, settle } = startCalculator()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'CALCULATE' })
    expect(actor.getSnapshot().value).toBe('calculating')
    expect(calls.map((c) => c.input)).toEqual([{}])
    const output = calculation()
    await settle({ type: 'xstate.done.actor.calculate', output })
    expect(actor.getSnapshot().value).toBe('result')
    expect(actor.getSnapshot().context.calculation).toBe(output)
  })

  it('sends the dates typed as ISO timestamps, the To Date to the end of its minute', () => {
    const { actor, calls } = startCalculator()
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-01-01T00:00' })
    actor.send({ type: 'CHANGE', field: 'to', value: '2025-01-31T23:59' })
    actor.send({ type: 'CALCULATE' })
    expect(calls.map((c) => c.input)).toEqual([{ from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' }])
  })

  it('refuses a To Date before the From Date with a message and sends nothing; editing clears the message', () => {
    const { actor, calls } = startCalculator()
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-02-01T00:00' })
    actor.send({ type: 'CHANGE', field: 'to', value: '2025-01-31T23:59' })
    actor.send({ type: 'CALCULATE' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.rangeError).toBe(TO_BEFORE_FROM)
    expect(actor.getSnapshot().context).toMatchObject({ from: '2025-02-01T00:00', to: '2025-01-31T23:59' })
    expect(calls).toHaveLength(0)
    actor.send({ type: 'CHANGE', field: 'to', value: '2025-02-28T23:59' })
    expect(actor.getSnapshot().context.rangeError).toBeNull()
  })

  it('ignores Calculate while a calculation runs: a double click sends one call', () => {
    const { actor, calls } = startCalculator()
    actor.send({ type: 'CALCULATE' })
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-02-01T00:00' })
    actor.send({ type: 'CALCULATE' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input).toEqual({})
  })

  it('keeps the failure message, tells once, and Try Again sends the same range again', async () => {
    const { actor, calls, notifyFailure, settle } = startCalculator()
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-01-01T00:00' })
    actor.send({ type: 'CALCULATE' })
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Only admins can do that.') })
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toBe('Only admins can do that.')
    expect(notifyFailure).toHaveBeenCalledTimes(1)
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-03-01T00:00' })
    actor.send({ type: 'RETRY' })
    expect(calls.map((c) => c.input)).toEqual([{ from_date: '2025-01-01T00:00:00.000Z' }, { from_date: '2025-01-01T00:00:00.000Z' }])
  })

  it('says the fallback when the failure carries no message', async () => {
    const { actor, settle } = startCalculator()
    actor.send({ type: 'CALCULATE' })
    await settle({ type: 'xstate.error.actor.calculate', error: { status: 500 } })
    expect(actor.getSnapshot().context.error).toBe(CALCULATOR_ERROR_FALLBACK)
  })

  it('Clear empties the dates and the results, and cancels a calculation under way', async () => {
    const { actor, calls, settle } = startCalculator()
    actor.send({ type: 'CHANGE', field: 'to', value: '2025-01-31T23:59' })
    actor.send({ type: 'CALCULATE' })
    await settle({ type: 'xstate.done.actor.calculate', output: calculation() })
    actor.send({ type: 'CALCULATE' })
    actor.send({ type: 'CLEAR' })
    expect(calls[1]!.signal.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ from: '', to: '', rangeError: null, requested: null, calculation: null, calculatedAt: null, error: null })
  })

  it('calculating the range on screen again is a refresh: if it fails, its results stay (stale), dated, and Retry sends it again', async () => {
    const { actor, calls, notifyFailure, settle } = startCalculator()
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-01-01T00:00' })
    actor.send({ type: 'CALCULATE' })
    const first = calculation()
    vi.setSystemTime(new Date('2025-06-01T14:05:00Z'))
    await settle({ type: 'xstate.done.actor.calculate', output: first })
    expect(actor.getSnapshot().context.calculatedAt).toBe(Date.parse('2025-06-01T14:05:00Z'))

    actor.send({ type: 'CALCULATE' })
    expect(actor.getSnapshot().context.calculation).toBe(first)
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Database unavailable') })
    expect(actor.getSnapshot().value).toBe('stale')
    expect(actor.getSnapshot().context).toMatchObject({ calculation: first, calculatedAt: Date.parse('2025-06-01T14:05:00Z'), error: 'Database unavailable' })
    expect(notifyFailure).toHaveBeenCalledTimes(1)

    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('calculating')
    expect(actor.getSnapshot().context.calculation).toBe(first)
    const second = calculation()
    await settle({ type: 'xstate.done.actor.calculate', output: second })
    expect(actor.getSnapshot().value).toBe('result')
    expect(actor.getSnapshot().context).toMatchObject({ calculation: second, error: null })
    expect(calls.map((c) => c.input)).toEqual(Array(3).fill({ from_date: '2025-01-01T00:00:00.000Z' }))
  })

  it('a new range is no refresh: its results replace the old ones, and its failure is the error', async () => {
    const { actor, settle } = startCalculator()
    actor.send({ type: 'CALCULATE' })
    await settle({ type: 'xstate.done.actor.calculate', output: calculation() })
    actor.send({ type: 'CHANGE', field: 'from', value: '2025-01-01T00:00' })
    actor.send({ type: 'CALCULATE' })
    expect(actor.getSnapshot().context).toMatchObject({ calculation: null, calculatedAt: null })
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Database unavailable') })
    expect(actor.getSnapshot().value).toBe('error')
  })
})

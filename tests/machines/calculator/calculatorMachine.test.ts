import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { calculatorMachine } from '../../../src/machines/calculator/calculatorMachine'
import { CALCULATOR_ERROR_FALLBACK } from '../../../src/domain/calculation'
import { controllablePromiseActor } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { calculation } from './calculationFixture'

fakeTimersPerTest()

const ALL_TIME = { type: 'CALCULATE', value: {} } as const
const JANUARY_ON = { type: 'CALCULATE', value: { from_date: '2025-01-01T00:00:00.000Z' } } as const
const MARCH_ON = { type: 'CALCULATE', value: { from_date: '2025-03-01T00:00:00.000Z' } } as const

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
    actor.send(ALL_TIME)
    expect(actor.getSnapshot().value).toBe('calculating')
    expect(calls.map((c) => c.input)).toEqual([{}])
    const output = calculation()
    await settle({ type: 'xstate.done.actor.calculate', output })
    expect(actor.getSnapshot().value).toBe('result')
    expect(actor.getSnapshot().context.calculation).toBe(output)
  })

  it('sends the range the form parsed as it is, both bounds as ISO timestamps', () => {
    const { actor, calls } = startCalculator()
    actor.send({ type: 'CALCULATE', value: { from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' } })
    expect(calls.map((c) => c.input)).toEqual([{ from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' }])
    expect(actor.getSnapshot().context.requested).toEqual({ from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' })
  })

  it('Calculate again from an error sends the new range, not the failed one', async () => {
    const { actor, calls, settle } = startCalculator()
    actor.send(JANUARY_ON)
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Database unavailable') })
    actor.send(MARCH_ON)
    expect(actor.getSnapshot().value).toBe('calculating')
    expect(calls.map((c) => c.input)).toEqual([JANUARY_ON.value, MARCH_ON.value])
  })

  it('ignores Calculate while a calculation runs: a double click sends one call', () => {
    const { actor, calls } = startCalculator()
    actor.send(ALL_TIME)
    actor.send(MARCH_ON)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input).toEqual({})
  })

  it('keeps the failure message, tells once, and Try Again sends the same range again', async () => {
    const { actor, calls, notifyFailure, settle } = startCalculator()
    actor.send(JANUARY_ON)
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Only admins can do that.') })
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toBe('Only admins can do that.')
    expect(notifyFailure).toHaveBeenCalledTimes(1)
    actor.send({ type: 'RETRY' })
    expect(calls.map((c) => c.input)).toEqual([{ from_date: '2025-01-01T00:00:00.000Z' }, { from_date: '2025-01-01T00:00:00.000Z' }])
  })

  it('says the fallback when the failure carries no message', async () => {
    const { actor, settle } = startCalculator()
    actor.send(ALL_TIME)
    await settle({ type: 'xstate.error.actor.calculate', error: { status: 500 } })
    expect(actor.getSnapshot().context.error).toBe(CALCULATOR_ERROR_FALLBACK)
  })

  it('Clear empties the results, and cancels a calculation under way', async () => {
    const { actor, calls, settle } = startCalculator()
    actor.send(JANUARY_ON)
    await settle({ type: 'xstate.done.actor.calculate', output: calculation() })
    actor.send(JANUARY_ON)
    actor.send({ type: 'CLEAR' })
    expect(calls[1]!.signal.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ requested: null, calculation: null, calculatedAt: null, error: null })
  })

  it('calculating the range on screen again is a refresh: if it fails, its results stay (stale), dated, and Retry sends it again', async () => {
    const { actor, calls, notifyFailure, settle } = startCalculator()
    actor.send(JANUARY_ON)
    const first = calculation()
    vi.setSystemTime(new Date('2025-06-01T14:05:00Z'))
    await settle({ type: 'xstate.done.actor.calculate', output: first })
    expect(actor.getSnapshot().context.calculatedAt).toBe(Date.parse('2025-06-01T14:05:00Z'))

    actor.send(JANUARY_ON)
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
    actor.send(ALL_TIME)
    await settle({ type: 'xstate.done.actor.calculate', output: calculation() })
    actor.send(JANUARY_ON)
    expect(actor.getSnapshot().context).toMatchObject({ calculation: null, calculatedAt: null })
    await settle({ type: 'xstate.error.actor.calculate', error: new Error('Database unavailable') })
    expect(actor.getSnapshot().value).toBe('error')
  })
})

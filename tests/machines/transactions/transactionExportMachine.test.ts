import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Transaction } from '../../../src/api/transactions'
import { EXPORT_FAILED, exportedMessage, transactionExportMachine } from '../../../src/machines/transactions/transactionExportMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { sampleTransaction } from '../../components/transactions/sampleTransaction'
import { settleableActors } from '../support/settleableActors'

function start() {
  const actors = settleableActors()
  const delivered: Transaction[][] = []
  let failures = 0
  const machine = transactionExportMachine.provide({
    actors: { fetchRows: actors.actor('fetchRows') },
    actions: { deliver: (_, { rows }) => void delivered.push(rows), notifyFailure: () => void failures++ },
  })
  const actor = createActor(machine).start()
  return { actor, actors, delivered, failures: () => failures }
}

fakeTimersPerTest()

describe('transactionExportMachine (CSV export of every match)', () => {
  it('fetches with the filters in force when Export was pressed, then delivers the rows once', async () => {
    const { actor, actors, delivered } = start()
    actor.send({ type: 'EXPORT', query: { status: 'FAILED', search: 'ada' } })
    expect(actor.getSnapshot().value).toBe('exporting')
    expect(actors.inputs('fetchRows')).toEqual([{ query: { status: 'FAILED', search: 'ada' } }])
    const rows = [sampleTransaction(), sampleTransaction({ id: '100002' })]
    await actors.resolve('fetchRows', rows)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(delivered).toEqual([rows])
    expect(actor.getSnapshot().context.query).toBeNull()
  })

  it('sends nothing for a second Export while one runs (a double click is one file)', () => {
    const { actor, actors } = start()
    actor.send({ type: 'EXPORT', query: { status: 'FAILED' } })
    actor.send({ type: 'EXPORT', query: { status: 'PENDING' } })
    expect(actors.inputs('fetchRows')).toEqual([{ query: { status: 'FAILED' } }])
  })

  it('tells of a failure, delivers nothing and can export again', async () => {
    const { actor, actors, delivered, failures } = start()
    actor.send({ type: 'EXPORT', query: {} })
    await actors.reject('fetchRows', { status: 500 })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(failures()).toBe(1)
    expect(delivered).toEqual([])
    actor.send({ type: 'EXPORT', query: { payment_method: 'crypto' } })
    expect(actors.inputs('fetchRows')).toEqual([{ query: {} }, { query: { payment_method: 'crypto' } }])
  })

  it('words its toasts', () => {
    expect(EXPORT_FAILED).toBe('Failed to export transactions')
    expect(exportedMessage(1)).toBe('Exported 1 transaction')
    expect(exportedMessage(12)).toBe('Exported 12 transactions')
  })
})

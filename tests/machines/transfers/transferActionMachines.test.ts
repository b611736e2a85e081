import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { cancelTransferMachine } from '../../../src/machines/transfers/cancelTransferMachine'
import { CONNECTION_LOST_MESSAGE } from '../../../src/machines/transfers/transferFailure'
import { transferStatusMachine } from '../../../src/machines/transfers/transferStatusMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { httpError, networkError, transfer } from '../../support/transferFixtures'

fakeTimersPerTest()

describe('cancelTransferMachine', () => {
  function setUp() {
    const actors = settleableActors()
    const notifySuccess = vi.fn()
    const refresh = vi.fn()
    const machine = cancelTransferMachine.provide({
      actors: { cancelTransfer: actors.actor('cancelTransfer') },
      actions: { notifySuccess: (_, params) => notifySuccess(params), refresh },
    })
    return { actor: createActor(machine).start(), actors, notifySuccess, refresh }
  }

  it('asks first, cancels on confirmation, then toasts and refreshes', async () => {
    const { actor, actors, notifySuccess, refresh } = setUp()
    actor.send({ type: 'REQUEST', transfer: transfer() })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actors.inputs('cancelTransfer')).toEqual([])
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    expect(actors.inputs('cancelTransfer')).toEqual([{ id: 'tr_1' }])
    await actors.resolve('cancelTransfer', transfer({ status: 'CANCELLED' }))
    expect(actor.getSnapshot().value).toBe('done')
    expect(notifySuccess).toHaveBeenCalledWith({ transfer: transfer({ status: 'CANCELLED' }) })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('keeps the dialog with the server message on failure; confirming again retries', async () => {
    const { actor, actors, refresh } = setUp()
    actor.send({ type: 'REQUEST', transfer: transfer() })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('cancelTransfer', httpError(400, 'Only a PENDING transfer can be cancelled; this one is PROCESSING.'))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Only a PENDING transfer can be cancelled; this one is PROCESSING.')
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await actors.reject('cancelTransfer', networkError())
    expect(actor.getSnapshot().context.error).toBe(CONNECTION_LOST_MESSAGE)
    actor.send({ type: 'CONFIRM' })
    await actors.reject('cancelTransfer', httpError(500, ''))
    expect(actor.getSnapshot().context.error).toBe('Failed to cancel transfer')
    expect(actors.inputs('cancelTransfer')).toHaveLength(3)
    actor.send({ type: 'DISMISS' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('offers nothing for a transfer that is not PENDING', () => {
    const { actor } = setUp()
    actor.send({ type: 'REQUEST', transfer: transfer({ status: 'PROCESSING' }) })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

describe('transferStatusMachine', () => {
  function setUp() {
    const actors = settleableActors()
    const notifySuccess = vi.fn()
    const refresh = vi.fn()
    const machine = transferStatusMachine.provide({
      actors: { updateStatus: actors.actor('updateStatus') },
      actions: { notifySuccess: (_, params) => notifySuccess(params), refresh },
    })
    return { actor: createActor(machine).start(), actors, notifySuccess, refresh }
  }

  it('takes only the statuses the contract allows from the current one, and needs a choice', async () => {
    const { actor, actors, notifySuccess, refresh } = setUp()
    actor.send({ type: 'REQUEST', transfer: transfer({ status: 'PROCESSING' }) })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().context.error).toBe('Choose the new status')
    actor.send({ type: 'CHOOSE', status: 'PENDING' })
    actor.send({ type: 'CHOOSE', status: 'PROCESSING' })
    expect(actor.getSnapshot().context.status).toBeNull()
    actor.send({ type: 'CHOOSE', status: 'FAILED' })
    actor.send({ type: 'REASON', value: '  Account closed  ' })
    actor.send({ type: 'CONFIRM' })
    expect(actors.inputs('updateStatus')).toEqual([{ id: 'tr_1', status: 'FAILED', reason: 'Account closed' }])
    await actors.resolve('updateStatus', transfer({ status: 'FAILED' }))
    expect(actor.getSnapshot().value).toBe('done')
    expect(notifySuccess).toHaveBeenCalledWith({ transfer: transfer({ status: 'FAILED' }) })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('sends no reason when none is given; a failure keeps the dialog and a new choice returns to confirming', async () => {
    const { actor, actors } = setUp()
    actor.send({ type: 'REQUEST', transfer: transfer() })
    actor.send({ type: 'CHOOSE', status: 'COMPLETED' })
    actor.send({ type: 'CONFIRM' })
    expect(actors.inputs('updateStatus')).toEqual([{ id: 'tr_1', status: 'COMPLETED' }])
    await actors.reject('updateStatus', httpError(400, 'A COMPLETED transfer cannot move to COMPLETED.'))
    expect(actor.getSnapshot().context.error).toBe('A COMPLETED transfer cannot move to COMPLETED.')
    actor.send({ type: 'CHOOSE', status: 'PROCESSING' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('opens nothing for a transfer that cannot move', () => {
    const { actor } = setUp()
    for (const status of ['COMPLETED', 'FAILED', 'CANCELLED'] as const) actor.send({ type: 'REQUEST', transfer: transfer({ status }) })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

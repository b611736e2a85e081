import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { integrationReviewMachine } from '../../../src/machines/integrations/integrationReviewMachine'
import { ApiError } from '../../../src/api/apiError'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const ID = '7d4b1c2a-0e5f-4a6b-8c9d-0e1f2a3b4c5d'
const answer = (is_valid: boolean) => ({
  message: is_valid ? 'Integration approved successfully' : 'Integration rejected successfully',
  data: { id: ID, hostname: 'lapsed-store.example', user_email: 'lapsed@paygrid.test', is_pending: false, is_valid },
})

function start() {
  const actors = settleableActors()
  const log: string[] = []
  const machine = integrationReviewMachine.provide({
    actors: { updateStatus: actors.actor('updateStatus') },
    actions: {
      notifySuccess: (_, { message }) => void log.push(`success: ${message}`),
      notifyError: (_, { message }) => void log.push(`error: ${message}`),
      refreshLists: () => void log.push('refresh'),
      reportReviewed: (_, { integration }) => void log.push(`reviewed: ${integration.is_valid}`),
    },
  })
  const actor = createActor(machine, { input: { id: ID } }).start()
  return { actor, actors, log }
}

fakeTimersPerTest()

describe('integrationReviewMachine (SPEC §2, §4, §8)', () => {
  it.each([
    ['APPROVE', true, 'Integration approved successfully'],
    ['REJECT', false, 'Integration rejected successfully'],
  ] as const)('%s opens the confirmation and sends nothing; CONFIRM sends {id, is_valid: %s} once, toasts %j, keeps the row and refreshes both lists', async (type, isValid, message) => {
    const { actor, actors, log } = start()
    actor.send({ type })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.decision).toBe(isValid ? 'approve' : 'reject')
    expect(actors.inputs('updateStatus')).toEqual([])
    actor.send({ type: 'APPROVE' })
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().context.decision).toBe(isValid ? 'approve' : 'reject')
    actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    expect(actor.getSnapshot().value).toBe('reviewing')
    actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    actor.send({ type: 'CANCEL' })
    expect(actors.inputs('updateStatus')).toEqual([{ id: ID, is_valid: isValid }])
    await actors.resolve('updateStatus', answer(isValid))
    expect(actor.getSnapshot().status).toBe('done')
    expect(log).toEqual([`success: ${message}`, `reviewed: ${isValid}`, 'refresh'])
  })

  it('Cancel closes the confirmation without a call; the other decision can then be chosen', () => {
    const { actor, actors } = start()
    actor.send({ type: 'APPROVE' })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.decision).toBeNull()
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().context.decision).toBe('reject')
    expect(actors.inputs('updateStatus')).toEqual([])
  })

  it('a rejection sends the reason the form parsed; none when blank; an approval never sends one', () => {
    const rejected = start()
    rejected.actor.send({ type: 'REJECT' })
    rejected.actor.send({ type: 'CONFIRM', value: { reason: 'Sells replica goods.' } })
    expect(rejected.actors.inputs('updateStatus')).toEqual([{ id: ID, is_valid: false, reason: 'Sells replica goods.' }])

    const blank = start()
    blank.actor.send({ type: 'REJECT' })
    blank.actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    expect(blank.actors.inputs('updateStatus')).toEqual([{ id: ID, is_valid: false }])

    const approved = start()
    approved.actor.send({ type: 'APPROVE' })
    approved.actor.send({ type: 'CONFIRM', value: { reason: 'ignored' } })
    expect(approved.actors.inputs('updateStatus')).toEqual([{ id: ID, is_valid: true }])
  })

  it('nothing is sent before a confirmation: Approve, Reject and Cancel start no call', () => {
    const { actor, actors } = start()
    actor.send({ type: 'REJECT' })
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'APPROVE' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actors.inputs('updateStatus')).toEqual([])
  })

  it("a failure keeps the confirmation open with the server's message; the lists are refreshed; CONFIRM tries again", async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'APPROVE' })
    actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    await actors.reject('updateStatus', new ApiError('Database unavailable', 500))
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.error).toBe('Database unavailable')
    expect(log).toEqual(['error: Database unavailable', 'refresh'])
    actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('updateStatus')).toEqual([
      { id: ID, is_valid: true },
      { id: ID, is_valid: true },
    ])
  })

  it('says "Failed to update integration status" when the failure carries no message', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'REJECT' })
    actor.send({ type: 'CONFIRM', value: { reason: undefined } })
    await actors.reject('updateStatus', undefined)
    expect(log[0]).toBe('error: Failed to update integration status')
  })
})

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
  ] as const)('%s sends {id, is_valid: %s} once, toasts %j and refreshes both lists', async (type, isValid, message) => {
    const { actor, actors, log } = start()
    actor.send({ type })
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(actors.inputs('updateStatus')).toEqual([{ id: ID, is_valid: isValid }])
    actor.send({ type: 'APPROVE' })
    actor.send({ type: 'REJECT' })
    expect(actors.inputs('updateStatus')).toHaveLength(1)
    await actors.resolve('updateStatus', answer(isValid))
    expect(actor.getSnapshot().status).toBe('done')
    expect(log).toEqual([`success: ${message}`, 'refresh'])
  })

  it("shows the server's message on failure, refreshes the lists and lets the reviewer try again", async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'APPROVE' })
    await actors.reject('updateStatus', new ApiError('This integration has already been rejected.', 400))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toBe('This integration has already been rejected.')
    expect(log).toEqual(['error: This integration has already been rejected.', 'refresh'])
    actor.send({ type: 'REJECT' })
    expect(actors.inputs('updateStatus')).toEqual([
      { id: ID, is_valid: true },
      { id: ID, is_valid: false },
    ])
  })

  it('says "Failed to update integration status" when the failure carries no message', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'REJECT' })
    await actors.reject('updateStatus', undefined)
    expect(log[0]).toBe('error: Failed to update integration status')
  })
})

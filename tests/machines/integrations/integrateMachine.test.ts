import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { INTEGRATE_SUCCESS_MESSAGE, integrateMachine } from '../../../src/machines/integrations/integrateMachine'
import { ApiError } from '../../../src/api/apiError'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const created = {
  message: 'Integration submitted for review.',
  data: {
    id: '0b9c6a52-2f4d-4f0e-9a41-5d1f2c3b4a59',
    hostname: 'shop.example.com',
    user_email: 'plan@paygrid.test',
    is_pending: true,
    is_valid: false,
    status: 'pending' as const,
    api_key: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  },
}

function start() {
  const actors = settleableActors()
  const log: string[] = []
  const machine = integrateMachine.provide({
    actors: { createIntegration: actors.actor('createIntegration') },
    actions: {
      notifySuccess: (_, { message }) => void log.push(`success: ${message}`),
      notifyError: (_, { message }) => void log.push(`error: ${message}`),
      finish: (_, { integration }) => void log.push(`finish: ${integration.hostname}`),
    },
  })
  const actor = createActor(machine).start()
  return { actor, actors, log }
}

fakeTimersPerTest()

describe('integrateMachine (issue 9: integrate a website)', () => {
  it('starts editing with no message', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ error: null, integration: null })
  })

  it('sends the hostname the form parsed, once per submit, and ends submitted', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'SUBMIT', value: { hostname: 'shop.example.com' } })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actors.inputs('createIntegration')).toEqual([{ hostname: 'shop.example.com' }])
    actor.send({ type: 'SUBMIT', value: { hostname: 'shop.example.com' } })
    expect(actors.inputs('createIntegration')).toHaveLength(1)
    await actors.resolve('createIntegration', created)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context).toMatchObject({ error: null, integration: created.data })
    expect(log).toEqual([`success: ${INTEGRATE_SUCCESS_MESSAGE}`, 'finish: shop.example.com'])
  })

  it('keeps the server refusal until the next submit, which sends again', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'SUBMIT', value: { hostname: 'other.example' } })
    await actors.reject('createIntegration', new ApiError('Your integration is already waiting for review.', 400))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Your integration is already waiting for review.')
    expect(log).toEqual(['error: Your integration is already waiting for review.'])
    actor.send({ type: 'SUBMIT', value: { hostname: 'other.example' } })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('createIntegration')).toEqual([{ hostname: 'other.example' }, { hostname: 'other.example' }])
  })

  it('says "Failed to submit your website" when the failure carries no message', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: { hostname: 'shop.example.com' } })
    await actors.reject('createIntegration', { unexpected: true })
    expect(actor.getSnapshot().context.error).toBe('Failed to submit your website')
  })
})

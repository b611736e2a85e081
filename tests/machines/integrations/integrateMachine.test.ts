import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { INTEGRATE_SUCCESS_MESSAGE, integrateMachine } from '../../../src/machines/integrations/integrateMachine'
import { ApiError } from '../../../src/api/apiError'
import { HOSTNAME_MESSAGES } from '../../../src/domain/hostname'
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

function start(website = '') {
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
  const actor = createActor(machine, { input: { website } }).start()
  return { actor, actors, log }
}

fakeTimersPerTest()

describe('integrateMachine (issue 9: integrate a website)', () => {
  it('sends the bare hostname of a pasted https address, keeps what was typed, and ends submitted', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'CHANGE', value: 'https://Shop.Example.com/' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actors.inputs('createIntegration')).toEqual([{ hostname: 'shop.example.com' }])
    actor.send({ type: 'SUBMIT' })
    expect(actors.inputs('createIntegration')).toHaveLength(1)
    await actors.resolve('createIntegration', created)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context).toMatchObject({ website: 'https://Shop.Example.com/', error: null, integration: created.data })
    expect(log).toEqual([`success: ${INTEGRATE_SUCCESS_MESSAGE}`, 'finish: shop.example.com'])
  })

  it.each([
    ['', HOSTNAME_MESSAGES.required],
    ['shop.example.com/checkout', HOSTNAME_MESSAGES.path],
    ['javascript:alert(1)', HOSTNAME_MESSAGES.scheme],
    ['user@evil.com', HOSTNAME_MESSAGES.userInfo],
    ['shop example.com', HOSTNAME_MESSAGES.spaces],
    ['shop.example.com:8443', HOSTNAME_MESSAGES.port],
  ])('refuses %j with %j, sends nothing and loses nothing typed', (value, message) => {
    const { actor, actors } = start()
    actor.send({ type: 'CHANGE', value })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ website: value, error: message })
    expect(actors.inputs('createIntegration')).toEqual([])
  })

  it('checks a non-empty field when it is left, says nothing about an empty one, and clears the message on typing', () => {
    const { actor } = start()
    actor.send({ type: 'BLUR' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'CHANGE', value: 'evil.com/path' })
    actor.send({ type: 'BLUR' })
    expect(actor.getSnapshot().context.error).toBe(HOSTNAME_MESSAGES.path)
    actor.send({ type: 'CHANGE', value: 'evil.com' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'BLUR' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('starts from a rejected hostname to correct', () => {
    const { actor, actors } = start('sketchy-deals.example')
    actor.send({ type: 'SUBMIT' })
    expect(actors.inputs('createIntegration')).toEqual([{ hostname: 'sketchy-deals.example' }])
  })

  it('shows the server refusal under the field, keeps the text, and sends again on the next submit', async () => {
    const { actor, actors, log } = start()
    actor.send({ type: 'CHANGE', value: 'other.example' })
    actor.send({ type: 'SUBMIT' })
    await actors.reject('createIntegration', new ApiError('Your integration is already waiting for review.', 400))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ website: 'other.example', error: 'Your integration is already waiting for review.' })
    expect(log).toEqual(['error: Your integration is already waiting for review.'])
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('createIntegration')).toEqual([{ hostname: 'other.example' }, { hostname: 'other.example' }])
  })

  it('says "Failed to submit your website" when the failure carries no message, and edits again on typing', async () => {
    const { actor, actors } = start('shop.example.com')
    actor.send({ type: 'SUBMIT' })
    await actors.reject('createIntegration', { unexpected: true })
    expect(actor.getSnapshot().context.error).toBe('Failed to submit your website')
    actor.send({ type: 'CHANGE', value: 'shop.example.org' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ website: 'shop.example.org', error: null })
  })
})

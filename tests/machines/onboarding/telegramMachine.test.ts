import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { TELEGRAM_AUTO_CLOSE_MS, telegramMachine, type TelegramInput } from '../../../src/machines/onboarding/telegramMachine'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start(input: TelegramInput = { required: true, productName: 'Paygrid' }) {
  const actors = settleableActors({ autoClose: TELEGRAM_AUTO_CLOSE_MS })
  const errors: string[] = []
  const machine = telegramMachine.provide({
    actors: { submitTelegram: actors.actor('submitTelegram') },
    actions: { notifyError: (_, { message }) => void errors.push(message) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, actors, errors }
}

fakeTimersPerTest()

describe('telegramMachine (SPEC §2, §5, §8)', () => {
  it('sends the value the form parsed, once, whatever is sent while it runs', () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: { telegram: 'valid_user' } })
    actor.send({ type: 'SUBMIT', value: { telegram: 'other_user' } })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actors.inputs('submitTelegram')).toEqual([{ telegram: 'valid_user' }])
  })

  it('sends the username, then shows the verified state until Continue (required)', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: { telegram: 'valid_user' } })
    expect(actors.inputs('submitTelegram')).toEqual([{ telegram: 'valid_user' }])
    await actors.resolve('submitTelegram', {})
    expect(actor.getSnapshot().value).toBe('verified')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().value).toBe('verified')
    actor.send({ type: 'CONTINUE' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().value).toBe('done')
  })

  it('closes itself exactly 2 seconds after success when not required', async () => {
    const { actor, actors } = start({ required: false, productName: 'Paygrid' })
    actor.send({ type: 'SUBMIT', value: { telegram: 'valid_user' } })
    await actors.resolve('submitTelegram', {})
    await vi.advanceTimersByTimeAsync(TELEGRAM_AUTO_CLOSE_MS - 1)
    expect(actor.getSnapshot().value).toBe('verified')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('done')
  })

  it('refuses to close a required dialog unsubmitted, with the product name', () => {
    const { actor, errors } = start({ required: true, productName: 'Acme Pay' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(errors).toEqual(['Telegram username is required to continue using Acme Pay'])
  })

  it('closes an optional dialog', () => {
    const { actor, errors } = start({ required: false, productName: 'Paygrid' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(errors).toEqual([])
  })

  it.each([
    [{ status: 400, serverMessage: 'Username taken' }, 'Username taken'],
    [new Error('Network down'), 'Network down'],
    [{ status: 500 }, 'Server error. Please try again later.'],
    [{ status: 400 }, 'Invalid telegram username format.'],
    [{ status: 418 }, 'Failed to submit telegram username'],
    [undefined, 'Failed to submit telegram username'],
  ])('a failure %j shows %j (server message, error message, then by status)', async (failure, message) => {
    const { actor, actors, errors } = start()
    actor.send({ type: 'SUBMIT', value: { telegram: 'valid_user' } })
    await actors.reject('submitTelegram', failure)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(message)
    expect(errors).toEqual([message])
    // Submitting again is the retry; its failure's message goes meanwhile.
    actor.send({ type: 'SUBMIT', value: { telegram: 'valid_user' } })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('submitTelegram')).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { PROMO_REQUEST_FAILED } from '../../../src/domain/failureMessages'
import { PROMO_REMOVED, promoCodeMachine } from '../../../src/machines/onboarding/promoCodeMachine'
import { unknown, welcome } from './promoCodeMachine.model'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

type PromoValidation = typeof welcome

function start(savedCode: string | null = null) {
  const actors = settleableActors()
  const effects = { saved: [] as string[], forgot: 0, success: [] as string[], error: [] as string[] }
  const machine = promoCodeMachine.provide({
    actors: { validatePromo: actors.actor<PromoValidation, { code: string }>('validatePromo') },
    actions: {
      saveCode: (_, { code }) => void effects.saved.push(code),
      forgetCode: () => void (effects.forgot += 1),
      notifySuccess: (_, { message }) => void effects.success.push(message),
      notifyError: (_, { message }) => void effects.error.push(message),
    },
  })
  const actor = createActor(machine, { input: { savedCode } }).start()
  return { actor, actors, effects }
}

fakeTimersPerTest()

describe('promoCodeMachine (SPEC §4, §5, §8)', () => {
  it('validates the code the box parsed, as it is sent', () => {
    const { actor, actors } = start()
    expect(actor.getSnapshot().value).toBe('none')
    actor.send({ type: 'APPLY', value: { code: 'WELCOME20' } })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().context.code).toBe('WELCOME20')
    expect(actors.inputs('validatePromo')).toEqual([{ code: 'WELCOME20' }])
  })

  it('an Apply after a rejection validates again, its message gone meanwhile', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'APPLY', value: { code: 'NOPE' } })
    await actors.resolve('validatePromo', unknown)
    actor.send({ type: 'APPLY', value: { code: 'WELCOME20' } })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('validatePromo')).toEqual([{ code: 'NOPE' }, { code: 'WELCOME20' }])
  })

  it('applies a valid code: saved locally, the server message as a success toast', async () => {
    const { actor, actors, effects } = start()
    actor.send({ type: 'APPLY', value: { code: 'WELCOME20' } })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actors.inputs('validatePromo')).toEqual([{ code: 'WELCOME20' }])
    actor.send({ type: 'APPLY', value: { code: 'PRO50' } }) // ignored while pending
    expect(actors.inputs('validatePromo')).toHaveLength(1)
    await actors.resolve('validatePromo', welcome)
    expect(actor.getSnapshot().value).toBe('applied')
    expect(actor.getSnapshot().context.applied).toEqual(welcome.promo_code)
    expect(effects.saved).toEqual(['WELCOME20'])
    expect(effects.success).toEqual(['Promo code applied'])
  })

  it('rejects an invalid code: the server message as an error toast and the saved code cleared', async () => {
    const { actor, actors, effects } = start()
    actor.send({ type: 'APPLY', value: { code: 'NOPE' } })
    await actors.resolve('validatePromo', unknown)
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(actor.getSnapshot().context.error).toBe('Invalid promo code')
    expect(effects.error).toEqual(['Invalid promo code'])
    expect(effects.forgot).toBe(1)
  })

  it('a valid:true answer without a promo code counts as rejected', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'APPLY', value: { code: 'ODD' } })
    await actors.resolve('validatePromo', { valid: true, message: 'ok', promo_code: null })
    expect(actor.getSnapshot().value).toBe('rejected')
  })

  it('a failed request shows "Failed to validate promo code. Please try again." and keeps the input', async () => {
    const { actor, actors, effects } = start()
    actor.send({ type: 'APPLY', value: { code: 'WELCOME20' } })
    await actors.reject('validatePromo', new TypeError('Failed to fetch'))
    expect(actor.getSnapshot().value).toBe('none')
    expect(actor.getSnapshot().context).toMatchObject({ code: 'WELCOME20', error: PROMO_REQUEST_FAILED })
    expect(effects.error).toEqual([PROMO_REQUEST_FAILED])
  })

  it('Remove clears the code, forgets it and says "Promo code removed"', async () => {
    const { actor, actors, effects } = start()
    actor.send({ type: 'APPLY', value: { code: 'WELCOME20' } })
    await actors.resolve('validatePromo', welcome)
    actor.send({ type: 'REMOVE' })
    expect(actor.getSnapshot().value).toBe('none')
    expect(actor.getSnapshot().context).toMatchObject({ code: '', applied: null })
    expect(effects.forgot).toBe(1)
    expect(effects.success).toEqual(['Promo code applied', PROMO_REMOVED])
  })

  it('re-validates a code saved earlier quietly, without toasts', async () => {
    const { actor, actors, effects } = start('welcome20')
    expect(actor.getSnapshot().value).toBe('restoring')
    expect(actors.inputs('validatePromo')).toEqual([{ code: 'WELCOME20' }])
    await actors.resolve('validatePromo', welcome)
    expect(actor.getSnapshot().value).toBe('applied')
    expect(effects.success).toEqual([])
  })

  it('forgets a saved code that is no longer valid, quietly', async () => {
    const { actor, actors, effects } = start('OLD10')
    await actors.resolve('validatePromo', unknown)
    expect(actor.getSnapshot().value).toBe('none')
    expect(actor.getSnapshot().context.code).toBe('')
    expect(effects).toMatchObject({ forgot: 1, error: [] })
  })
})

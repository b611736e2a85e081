import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { logoutAllMachine } from '../../../src/machines/settings/logoutAllMachine'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start() {
  const actors = settleableActors()
  let signedOut = 0
  const machine = logoutAllMachine.provide({ actors: { logoutAll: actors.actor('logoutAll') }, actions: { signOut: () => void (signedOut += 1) } })
  const actor = createActor(machine).start()
  return { actor, actors, signedOut: () => signedOut }
}

fakeTimersPerTest()

describe('logoutAllMachine ("Log out of all sessions")', () => {
  it('asks first: Cancel sends nothing', () => {
    const { actor, actors } = start()
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actors.inputs('logoutAll')).toEqual([])
  })

  it('sends one call per confirmation, then signs this tab out', async () => {
    const { actor, actors, signedOut } = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('signingOut')
    expect(actors.inputs('logoutAll')).toHaveLength(1)
    expect(signedOut()).toBe(0)
    await actors.resolve('logoutAll', undefined)
    expect(actor.getSnapshot().status).toBe('done')
    expect(signedOut()).toBe(1)
  })

  it('shows a failure in the confirmation, whose button tries again; a new opening clears it', async () => {
    const { actor, actors, signedOut } = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('logoutAll', { message: 'Failed to log out of all sessions' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Failed to log out of all sessions')
    actor.send({ type: 'CONFIRM' })
    expect(actors.inputs('logoutAll')).toHaveLength(2)
    await actors.reject('logoutAll', { message: 'Server down' })
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(signedOut()).toBe(0)
  })
})

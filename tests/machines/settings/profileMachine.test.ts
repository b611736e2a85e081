import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { profileMachine } from '../../../src/machines/settings/profileMachine'
import type { User } from '../../../src/machines/auth/authMachine'
import { settingsUser } from './settingsUser'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

function start() {
  const actors = settleableActors()
  const saved: { user: User; message: string }[] = []
  const machine = profileMachine.provide({
    actors: { saveProfile: actors.actor('saveProfile') },
    actions: { profileSaved: (_, params) => void saved.push(params) },
  })
  const actor = createActor(machine, { input: { user: settingsUser } }).start()
  return { actor, actors, saved }
}

const update = { first_name: 'Maya', last_name: 'Marchand', phone: null }

fakeTimersPerTest()

describe('profileMachine (settings profile)', () => {
  it('starts from the user, e-mail read-only', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ email: 'merchant@paygrid.test', values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' }, fieldError: null, formError: null })
  })

  it('sends the parsed update as the form hands it over, takes the saved user and hands it on with the server message', async () => {
    const { actor, actors, saved } = start()
    actor.send({ type: 'SUBMIT', value: update })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actors.inputs('saveProfile')).toEqual([update])
    const user = { ...settingsUser, last_name: 'Marchand', phone: null }
    await actors.resolve('saveProfile', { data: user, message: 'Settings updated successfully.' })
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.values).toEqual({ first_name: 'Maya', last_name: 'Marchand', phone: '' })
    expect(saved).toEqual([{ user, message: 'Settings updated successfully.' }])
  })

  it('an edit after a save takes the form back to editing (the "saved" note goes)', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: update })
    await actors.resolve('saveProfile', { data: settingsUser, message: 'Settings updated successfully.' })
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('ignores edits and a second submit while saving (one call per submit)', () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: update })
    actor.send({ type: 'EDIT' })
    actor.send({ type: 'SUBMIT', value: { ...update, first_name: 'Other' } })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actors.inputs('saveProfile')).toEqual([update])
  })

  it.each([
    ['Invalid phone number format', { field: 'phone', message: 'Invalid phone number format' }, null],
    ['First name is required.', { field: 'first_name', message: 'First name is required.' }, null],
    ['Last name must be at most 150 characters.', { field: 'last_name', message: 'Last name must be at most 150 characters.' }, null],
    ['Failed to save your profile', null, 'Failed to save your profile'],
  ])('a failure "%s" goes under its field (or the form); an edit clears the form\'s error', async (message, fieldError, formError) => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: update })
    await actors.reject('saveProfile', { message })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ fieldError, formError, values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' } })
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.formError).toBeNull()
  })

  it('tries again from a failure with what the form sends again', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT', value: update })
    await actors.reject('saveProfile', { message: 'Failed to save your profile' })
    actor.send({ type: 'SUBMIT', value: update })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context.formError).toBeNull()
    expect(actors.inputs('saveProfile')).toEqual([update, update])
  })
})

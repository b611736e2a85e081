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

fakeTimersPerTest()

describe('profileMachine (settings profile)', () => {
  it('starts from the user, e-mail read-only', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ email: 'merchant@paygrid.test', values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' }, errors: {}, formError: null })
  })

  it('refuses invalid input with messages under the fields and sends nothing', () => {
    const { actor, actors } = start()
    actor.send({ type: 'CHANGE', field: 'first_name', value: 'M' })
    actor.send({ type: 'CHANGE', field: 'phone', value: 'abc' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ first_name: 'First name must be at least 2 characters', phone: 'Invalid phone number format' })
    expect(actors.inputs('saveProfile')).toEqual([])
    actor.send({ type: 'CHANGE', field: 'phone', value: '+33 1 23 45 67 89' })
    expect(actor.getSnapshot().context.errors).toEqual({ first_name: 'First name must be at least 2 characters', phone: undefined })
  })

  it('sends the trimmed values, takes the saved user and hands it on with the server message', async () => {
    const { actor, actors, saved } = start()
    actor.send({ type: 'CHANGE', field: 'last_name', value: ' Marchand ' })
    actor.send({ type: 'CHANGE', field: 'phone', value: '' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actors.inputs('saveProfile')).toEqual([{ first_name: 'Maya', last_name: 'Marchand', phone: null }])
    const user = { ...settingsUser, last_name: 'Marchand', phone: null }
    await actors.resolve('saveProfile', { data: user, message: 'Settings updated successfully.' })
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.values).toEqual({ first_name: 'Maya', last_name: 'Marchand', phone: '' })
    expect(saved).toEqual([{ user, message: 'Settings updated successfully.' }])
  })

  it('ignores edits and a second submit while saving (one call per submit)', () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CHANGE', field: 'first_name', value: 'Other' })
    actor.send({ type: 'SUBMIT' })
    expect(actors.inputs('saveProfile')).toHaveLength(1)
    expect(actor.getSnapshot().context.values.first_name).toBe('Maya')
  })

  it.each([
    ['Invalid phone number format', { phone: 'Invalid phone number format' }, null],
    ['First name is required.', { first_name: 'First name is required.' }, null],
    ['Last name must be at most 150 characters.', { last_name: 'Last name must be at most 150 characters.' }, null],
    ['Failed to save your profile', {}, 'Failed to save your profile'],
  ])('a failure "%s" goes under its field (or the form) and keeps what was typed', async (message, errors, formError) => {
    const { actor, actors } = start()
    actor.send({ type: 'CHANGE', field: 'phone', value: '+1 (555) 999-0000' })
    actor.send({ type: 'SUBMIT' })
    await actors.reject('saveProfile', { message })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ errors, formError, values: { first_name: 'Maya', last_name: 'Merchant', phone: '+1 (555) 999-0000' } })
    actor.send({ type: 'CHANGE', field: 'first_name', value: 'Mia' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.formError).toBeNull()
  })

  it('tries again from a failure with the same values', async () => {
    const { actor, actors } = start()
    actor.send({ type: 'SUBMIT' })
    await actors.reject('saveProfile', { message: 'Failed to save your profile' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actors.inputs('saveProfile')).toEqual([
      { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' },
      { first_name: 'Maya', last_name: 'Merchant', phone: '+1 555 0102' },
    ])
  })
})

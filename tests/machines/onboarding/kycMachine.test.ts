import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { KYC_INIT_FAILED } from '../../../src/domain/failureMessages'
import { KYC_NO_TOKEN, KYC_START_FAILED, kycMachine, type KycInput } from '../../../src/machines/onboarding/kycMachine'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const input: KycInput = { email: 'client@example.org', isKyc: false }

function start(given: KycInput = input) {
  const actors = settleableActors()
  let finished = 0
  const machine = kycMachine.provide({
    actors: {
      createSession: actors.actor('createSession'),
      verify: actors.actor('verify'),
      recheckProfile: actors.actor('recheckProfile'),
    },
    actions: { finish: () => void (finished += 1) },
  })
  const actor = createActor(machine, { input: given }).start()
  return { actor, actors, finished: () => finished }
}

async function toReady() {
  const started = start()
  await started.actors.resolve('createSession', { access_token: 'tok-1' })
  return started
}

fakeTimersPerTest()

describe('kycMachine (SPEC §2, §4, §8)', () => {
  it('asks for a session with the e-mail and is ready with its token', async () => {
    const { actor, actors } = await toReady()
    expect(actors.inputs('createSession')).toEqual([{ email: 'client@example.org' }])
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.token).toBe('tok-1')
  })

  it('retries the session request once, then says "Failed to initialize verification."', async () => {
    const { actor, actors } = start()
    await actors.reject('createSession', new Error('500'))
    expect(actor.getSnapshot().value).toBe('initialising')
    await actors.reject('createSession', new Error('500'))
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toBe(KYC_INIT_FAILED)
    expect(actors.inputs('createSession')).toHaveLength(2)
  })

  it('a retried session that succeeds is ready', async () => {
    const { actor, actors } = start()
    await actors.reject('createSession', new Error('500'))
    await actors.resolve('createSession', { access_token: 'tok-2' })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('a session without a token says "No session token available."', async () => {
    const { actor, actors } = start()
    await actors.resolve('createSession', { access_token: '' })
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toBe(KYC_NO_TOKEN)
  })

  it('a provider that cannot open says "Failed to start verification."; Retry starts over with a new session', async () => {
    const { actor, actors } = await toReady()
    actor.send({ type: 'START' })
    expect(actors.inputs('verify')).toEqual([{ token: 'tok-1' }])
    await actors.reject('verify', new Error('popup blocked'))
    expect(actor.getSnapshot().context.error).toBe(KYC_START_FAILED)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('initialising')
    expect(actor.getSnapshot().context).toMatchObject({ error: null, sessionAttempts: 1 })
  })

  it.each([
    ['pending', 'pending'],
    ['canceled', 'canceled'],
    ['failure', 'failure'],
  ] as const)('the provider reporting %s shows %s', async (status, state) => {
    const { actor, actors, finished } = await toReady()
    actor.send({ type: 'START' })
    await actors.resolve('verify', status)
    expect(actor.getSnapshot().value).toBe(state)
    expect(finished()).toBe(0)
  })

  it('success finishes (profile refreshed, home)', async () => {
    const { actor, actors, finished } = await toReady()
    actor.send({ type: 'START' })
    await actors.resolve('verify', 'success')
    expect(actor.getSnapshot().value).toBe('success')
    expect(finished()).toBe(1)
  })

  it('a user who already is_kyc finishes at once, without a session', () => {
    const { actor, actors, finished } = start({ ...input, isKyc: true })
    expect(actor.getSnapshot().value).toBe('success')
    expect(actors.inputs('createSession')).toEqual([])
    expect(finished()).toBe(1)
  })

  it('"I\'ve completed KYC verification" re-checks the profile: verified finishes, else the process restarts', async () => {
    const first = await toReady()
    first.actor.send({ type: 'CONFIRM_COMPLETED' })
    await first.actors.resolve('recheckProfile', { isKyc: true })
    expect(first.actor.getSnapshot().value).toBe('success')

    const second = await toReady()
    second.actor.send({ type: 'START' })
    await second.actors.resolve('verify', 'pending')
    second.actor.send({ type: 'CONFIRM_COMPLETED' })
    await second.actors.resolve('recheckProfile', { isKyc: false })
    expect(second.actor.getSnapshot().value).toBe('initialising')
    expect(second.actors.inputs('createSession')).toHaveLength(2)
  })
})

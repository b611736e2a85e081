import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { gatingMachine, type GatingContext } from '../../../src/machines/onboarding/gatingMachine'
import { client, profiles } from './gatingMachine.model'

const { noKyc, noPlan, noTelegram, ready } = profiles
const lapsed = client({ subscription: { plan: 'starter', active: false }, telegram: null })

const gateOf = (user: GatingContext['user'], path: string) => createActor(gatingMachine, { input: { user, path } }).start().getSnapshot().value

describe('gatingMachine rules (SPEC §2 client gating)', () => {
  it.each(['/dashboard', '/wallet', '/transactions', '/subscription'])('a client without KYC sees only the KYC page on %s', (path) => {
    expect(gateOf(noKyc, path)).toBe('kyc')
  })

  it('a client without a plan sees the plan selection instead of the dashboard, and other pages as they are', () => {
    expect(gateOf(noPlan, '/dashboard')).toBe('planSelection')
    expect(gateOf(noPlan, '/dashboard/')).toBe('planSelection')
    expect(gateOf(noPlan, '/wallet')).toBe('open')
  })

  it('a client with an active subscription and no telegram is forced to the Telegram prompt on every path', () => {
    expect(gateOf(noTelegram, '/dashboard')).toBe('telegram')
    expect(gateOf(noTelegram, '/wallet')).toBe('telegram')
  })

  it('a client whose subscription is not active is not asked for telegram (the banner handles it)', () => {
    expect(gateOf(lapsed, '/dashboard')).toBe('open')
  })

  it('KYC comes before plan, plan before telegram', () => {
    expect(gateOf(client({ is_kyc: false, telegram: null }), '/dashboard')).toBe('kyc')
    expect(gateOf(client({ subscription: { plan: null, active: true }, telegram: null }), '/dashboard')).toBe('planSelection')
  })

  it('admins and staff are never gated, even with client flags', () => {
    expect(gateOf({ ...noKyc, is_admin: true }, '/dashboard')).toBe('open')
    expect(gateOf({ ...noKyc, is_staff: true }, '/dashboard')).toBe('open')
    expect(gateOf({ ...noKyc, is_client: false }, '/dashboard')).toBe('open')
  })

  it('re-evaluates without a reload when the profile changes (KYC success → plan → telegram saved)', () => {
    const actor = createActor(gatingMachine, { input: { user: noKyc, path: '/dashboard' } }).start()
    expect(actor.getSnapshot().value).toBe('kyc')
    actor.send({ type: 'PROFILE_CHANGED', user: noPlan })
    expect(actor.getSnapshot().value).toBe('planSelection')
    actor.send({ type: 'PROFILE_CHANGED', user: noTelegram })
    expect(actor.getSnapshot().value).toBe('telegram')
    actor.send({ type: 'PROFILE_CHANGED', user: ready })
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('re-evaluates when the path changes', () => {
    const actor = createActor(gatingMachine, { input: { user: noPlan, path: '/wallet' } }).start()
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'PATH_CHANGED', path: '/dashboard' })
    expect(actor.getSnapshot().value).toBe('planSelection')
  })
})

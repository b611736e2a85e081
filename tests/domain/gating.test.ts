import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { firstOpenPath, gateOpens } from '../../src/domain/gating'

type User = components['schemas']['User']

const client = (over: Partial<User>): User =>
  ({ id: 'u', email: 'c@paygrid.test', first_name: 'C', last_name: 'L', is_admin: false, is_staff: false, is_client: true, is_kyc: true, telegram: 'tg_user', subscription: { plan: 'pro', active: true }, ...over }) as User
const MENU = ['/dashboard', '/wallet', '/transactions'] as const

describe('where the gate lets a client go (issue 35 §9: "Go to Dashboard" on the plan selection)', () => {
  it('a client without a plan: not the dashboard (the plan selection stands there), the next page of the menu', () => {
    const planless = client({ subscription: { plan: null, active: false } } as Partial<User>)
    expect(gateOpens(planless, '/dashboard')).toBe(false)
    expect(gateOpens(planless, '/dashboard/')).toBe(false)
    expect(firstOpenPath(planless, MENU)).toBe('/wallet')
  })

  it('a client without KYC: nowhere, so the button is not offered', () => {
    expect(firstOpenPath(client({ is_kyc: false, subscription: { plan: null, active: false } } as Partial<User>), MENU)).toBeNull()
  })

  it('a client with a plan, or one the Telegram prompt waits for: the dashboard itself', () => {
    expect(firstOpenPath(client({}), MENU)).toBe('/dashboard')
    expect(firstOpenPath(client({ telegram: null }), MENU)).toBe('/dashboard')
  })
})

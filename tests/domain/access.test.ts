import { describe, expect, it } from 'vitest'
import { canAccess, dashboardFor, needsSubscriptionBanner, roleOf, type AccessConfig } from '../../src/domain/access'
import { menuFor } from '../../src/domain/menu'
import type { User } from '../../src/machines/auth/authMachine'

const cfg: AccessConfig = { integrationReviewerEmails: ['reviewer@example.test'], paymentLinksExcludedEmails: ['nolinks@example.test'] }
const base: User = { email: 'c@example.test', first_name: 'C', last_name: 'C', is_admin: false, is_staff: false, is_client: true, is_kyc: true, telegram: 't_user', subscription: { plan: 'p', active: true } }
const admin = { ...base, email: 'a@example.test', is_admin: true, is_client: false }
const staff = { ...base, email: 's@example.test', is_staff: true, is_client: false }
const client = base
const reviewer = { ...base, email: 'Reviewer@example.test' }
const nolinks = { ...base, email: 'nolinks@example.test' }
const nobody = { ...base, is_client: false }

const labels = (user: User) => menuFor(user, cfg).map((item) => item.label)

describe('access rules', () => {
  it('takes admin over staff over client', () => {
    expect(roleOf({ ...base, is_admin: true, is_staff: true })).toBe('admin')
    expect(roleOf({ ...base, is_staff: true })).toBe('staff')
    expect(roleOf(client)).toBe('client')
    expect(roleOf(nobody)).toBeNull()
  })

  it.each([
    ['/wallets-admin', [admin], [staff, client]],
    ['/calculator', [admin], [staff, client]],
    ['/transactions-admin', [admin], [staff, client]],
    ['/funds-transfer', [staff], [admin, client]],
    ['/integration-validation', [admin, staff, reviewer], [client, nolinks]],
    ['/validated-integration', [admin, staff, reviewer], [client]],
    ['/payment-links', [client, reviewer], [nolinks, admin, staff]],
    ['/settings', [client], [admin, staff]],
    ['/subscription-payment/final-step', [client], [admin, staff]],
    ['/payment-link', [client, admin, staff], [nolinks]],
  ] as const)('%s: allowed and refused', (path, allowed, refused) => {
    for (const user of allowed) expect(canAccess(user, path, cfg), `${user.email} ${path}`).toBe(true)
    for (const user of refused) expect(canAccess(user, path, cfg), `${user.email} ${path}`).toBe(false)
  })

  it('does not confuse paths that share a prefix', () => {
    expect(canAccess(client, '/transactions', cfg)).toBe(true)
    expect(canAccess(client, '/transactions-admin', cfg)).toBe(false)
    expect(canAccess(client, '/subscription-admin', cfg)).toBe(false)
  })

  it('dispatches /dashboard by role', () => {
    expect(dashboardFor(admin)).toEqual({ view: 'admin' })
    expect(dashboardFor(staff)).toEqual({ redirectTo: '/funds-transfer' })
    expect(dashboardFor(client)).toEqual({ view: 'client' })
    expect(dashboardFor(nobody)).toEqual({ redirectTo: '/' })
  })

  it('shows the subscription banner to clients without an active subscription only', () => {
    expect(needsSubscriptionBanner({ ...client, subscription: { plan: 'p', active: false } })).toBe(true)
    expect(needsSubscriptionBanner(client)).toBe(false)
    expect(needsSubscriptionBanner({ ...admin, subscription: { plan: null, active: false } })).toBe(false)
  })
})

describe('side menu', () => {
  it('lists each role’s items in the spec’s order', () => {
    expect(labels(admin)).toEqual(['Overview', 'Transactions', 'Wallets', 'Calculator', 'Subscription', 'Integration Validation', 'Validated Integration'])
    expect(labels(staff)).toEqual(['Transfer Funds', 'Integration Validation', 'Validated Integration'])
    expect(labels(client)).toEqual(['Overview', 'Wallet', 'Transactions', 'Payment Links', 'Integration', 'Subscription', 'Settings'])
  })

  it('adds the review pages for the configured reviewer and hides Payment Links for the excluded account', () => {
    expect(labels(reviewer)).toEqual(['Overview', 'Wallet', 'Transactions', 'Payment Links', 'Integration', 'Subscription', 'Settings', 'Integration Validation', 'Validated Integration'])
    expect(labels(nolinks)).not.toContain('Payment Links')
  })

  it('only ever lists paths the guards allow', () => {
    for (const user of [admin, staff, client, reviewer, nolinks]) for (const item of menuFor(user, cfg)) expect(canAccess(user, item.to, cfg)).toBe(true)
  })
})

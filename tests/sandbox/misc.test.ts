// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { store } = startSandbox()

describe('sandbox plans, promo codes, KYC, integrations, geo and reset', () => {
  it('lists at least three plans, one popular, with a fees feature and a 29.00 plan', async () => {
    const { body } = await call('/subscription/list-plans')
    expect(body.length).toBeGreaterThanOrEqual(3)
    expect(body.filter((plan: Json) => plan.is_popular)).toHaveLength(1)
    expect(body.some((plan: Json) => plan.features.some((f: Json) => f.name === 'fees'))).toBe(true)
    expect(body.some((plan: Json) => Number(plan.price) === 29)).toBe(true)
  })

  it('validates promo codes', async () => {
    const { access } = await login('plan@paygrid.test')
    expect((await call('/subscription/promo-code/NOPE/', { token: access })).body).toEqual({ valid: false, message: 'Invalid promo code', promo_code: null })
    const welcome = (await call('/subscription/promo-code/WELCOME20/', { token: access })).body
    expect(welcome).toMatchObject({ valid: true, message: 'Promo code applied successfully', promo_code: { code: 'WELCOME20', discount_percentage: 20 } })
    expect(welcome.promo_code.applicable_plans).toEqual(['starter', 'pro', 'business'])
    const pro = (await call('/subscription/promo-code/PRO50/', { token: access })).body
    expect(pro.promo_code).toEqual({ code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] })
  })

  it('runs the KYC provider page flow and marks the user is_kyc', async () => {
    const { access } = await login('kyc@paygrid.test')
    const session = await call('/kyc/vove/generate-session/', { token: access, body: { email: 'kyc@paygrid.test' } })
    const token = session.body.access_token
    expect(token).toBeTruthy()
    const page = await call(`/__sandbox/kyc-provider?token=${token}`)
    // Disabled until the script listens: a click before it ran would report nothing.
    for (const label of ['Success', 'Pending', 'Canceled', 'Failure']) expect(page.body).toMatch(new RegExp(`<button[^>]* disabled>${label}</button>`))
    expect(page.body).toContain('&#34;messageSource&#34;:&#34;paygrid-sandbox-kyc&#34;')
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style/)
    expect(page.body).toContain('<script src="/sandbox/__sandbox/assets/kyc-provider.js" defer></script>')
    const script = await call('/__sandbox/assets/kyc-provider.js')
    expect(script.body).toContain('window.opener.postMessage({ source: data.messageSource, status: status }')
    expect(script.body).toMatch(/addEventListener\('click'[\s\S]*button\.disabled = false/)
    await call(`/__sandbox/kyc/${token}/complete`, { body: { status: 'pending' } })
    expect((await call('/kyc/status', { token: access })).body).toEqual({ status: 'pending', is_kyc: false })
    await call(`/__sandbox/kyc/${token}/complete`, { body: { status: 'success' } })
    expect((await call('/auth/me', { token: access })).body.data.is_kyc).toBe(true)
  })

  it('lets staff and the reviewer client review integrations, not other clients', async () => {
    const reviewer = await login('reviewer@paygrid.test')
    const pending = (await call('/integration/get_integration_status', { token: reviewer.access })).body.data
    expect(pending.length).toBeGreaterThan(0)
    expect(pending.every((i: Json) => i.is_pending)).toBe(true)
    const merchant = await login('merchant@paygrid.test')
    expect((await call('/integration/get_integration_status', { token: merchant.access })).status).toBe(403)
    const staff = await login('staff@paygrid.test')
    const approved = await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: pending[0].id, is_valid: true } })
    expect(approved.body.message).toBe('Integration approved successfully')
    const valid = (await call('/integration/get_valid_integrations', { token: staff.access })).body.data
    expect(valid.map((i: Json) => i.id)).toContain(pending[0].id)
    expect(store.integrations.some((i) => !i.is_pending && !i.is_valid)).toBe(true)
  })

  it('answers the geo country and changes it through the control call', async () => {
    expect((await call('/geo')).body).toEqual({ country_code: 'US' })
    await call('/__sandbox/geo', { body: { country: 'MA' } })
    expect((await call('/geo')).body).toEqual({ country_code: 'MA' })
  })

  it('restores the seeds on reset', async () => {
    const { access } = await login('merchant@paygrid.test')
    await call('/transaction/payment-link/create', { token: access, body: { amount: '10.00', currency: 'EUR', name: 'Temp', payment_method: 'card' } })
    await call('/__sandbox/geo', { body: { country: 'MA' } })
    const count = store.paymentLinks.length
    expect((await call('/__sandbox/reset', { method: 'POST' })).status).toBe(200)
    expect(store.paymentLinks.length).toBe(count - 1)
    expect((await call('/geo')).body.country_code).toBe('US')
    // Sessions are gone too.
    expect((await call('/auth/me', { token: access })).body.message).toBe('Invalid token')
  })

  it('seeds deterministically', async () => {
    const { createStore } = await import('../../sandbox')
    const a = createStore()
    const b = createStore()
    expect(JSON.stringify(a.transactions)).toBe(JSON.stringify(b.transactions))
    expect(JSON.stringify(a.wallets)).toBe(JSON.stringify(b.wallets))
    expect((await call('/health')).body.status).toBe('ok')
  })
})

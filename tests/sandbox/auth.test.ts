// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox } from './support'

const { clock } = startSandbox({ accessTtlSeconds: 60 })

describe('sandbox auth', () => {
  it('logs in and reads the user wrapped in data', async () => {
    const { access, refresh } = await login('merchant@paygrid.test')
    expect(access).toBeTruthy()
    expect(refresh).toBeTruthy()
    const me = await call('/auth/me', { token: access })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({
      email: 'merchant@paygrid.test',
      is_client: true,
      is_kyc: true,
      telegram: 'merchant_demo',
      subscription: { plan: 'pro', active: true },
    })
  })

  it('rejects a wrong password with a non-token message', async () => {
    const { status, body } = await call('/auth/login', { body: { email: 'merchant@paygrid.test', password: 'nope' } })
    expect(status).toBe(401)
    expect(body.message).toBe('Invalid email or password.')
  })

  it('answers the three token messages of the spec', async () => {
    expect((await call('/auth/me')).body).toEqual({ message: 'No token provided or invalid token format' })
    expect((await call('/auth/me', { headers: { Authorization: 'Token abc' } })).body.message).toBe('No token provided or invalid token format')
    const unknown = await call('/auth/me', { token: 'not-a-token' })
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid token' } })
    const { access } = await login('admin@paygrid.test')
    clock.now += 61_000
    expect(await call('/auth/me', { token: access })).toMatchObject({ status: 401, body: { message: 'Token has expired' } })
  })

  it('rotates both tokens on refresh and revokes the old refresh token', async () => {
    const first = await login('merchant@paygrid.test')
    clock.now += 61_000
    const refreshed = await call('/auth/jwt/refresh_token', { body: { refresh: first.refresh } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.access).not.toBe(first.access)
    expect(refreshed.body.refresh).not.toBe(first.refresh)
    expect((await call('/auth/me', { token: refreshed.body.access })).status).toBe(200)
    expect(await call('/auth/jwt/refresh_token', { body: { refresh: first.refresh } })).toMatchObject({ status: 401, body: { message: 'Invalid token' } })
    expect((await call('/auth/me', { token: first.access })).body.message).toBe('Invalid token')
  })

  it('logout invalidates the tokens', async () => {
    const { access, refresh } = await login('merchant@paygrid.test')
    expect((await call('/auth/logout', { method: 'POST', token: access })).status).toBe(200)
    expect((await call('/auth/me', { token: access })).body.message).toBe('Invalid token')
    expect((await call('/auth/jwt/refresh_token', { body: { refresh } })).status).toBe(401)
  })

  it('validates the telegram username and strips a leading @', async () => {
    const { access } = await login('telegram@paygrid.test')
    const bad = await call('/auth/update_user_telegram', { method: 'PATCH', token: access, body: { telegram: '@abc' } })
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid telegram username format.' } })
    const good = await call('/auth/update_user_telegram', { method: 'PATCH', token: access, body: { telegram: '@tom_nogram' } })
    expect(good.status).toBe(200)
    expect(good.body.data.telegram).toBe('tom_nogram')
    expect(good.body.message).toBeTruthy()
  })

  it('registers a client who can log in, without KYC or plan', async () => {
    const payload = {
      first_name: 'Nora', last_name: 'New', email: 'nora@example.com', password: 'Long-enough-1', confirm_password: 'Long-enough-1',
      phone: '+1 555 0000', date_of_birthday: '1990-04-01', gender: 'female', country_alpha_2: 'US', region: 'CA', city: 'SF',
      street_address: '1 Main St', apt_number: '', post_index: '94000', telegram: '',
    }
    expect((await call('/auth/signup', { body: { ...payload, confirm_password: 'other' } })).status).toBe(400)
    const created = await call('/auth/signup', { body: payload })
    expect(created.status).toBe(201)
    expect((await call('/auth/signup', { body: payload })).body.message).toMatch(/already exists/)
    const { access } = await login('nora@example.com', 'Long-enough-1')
    const me = await call('/auth/me', { token: access })
    expect(me.body.data).toMatchObject({ is_client: true, is_kyc: false, subscription: { plan: null, active: false } })
    const mails = await call('/__sandbox/emails')
    const token = mails.body.data.find((mail: { to: string }) => mail.to === 'nora@example.com').token
    expect((await call(`/auth/verify-email/${token}`)).status).toBe(200)
  })

  it('forbids a client from admin calls with 403 {message}', async () => {
    const { access } = await login('merchant@paygrid.test')
    const res = await call('/wallet/admin-wallet-balances', { token: access })
    expect(res.status).toBe(403)
    expect(typeof res.body.message).toBe('string')
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

startSandbox()

describe('sandbox settings', () => {
  it('updates names and phone, keeps the e-mail read-only, and changes nothing on a 400', async () => {
    const { access } = await login('merchant@paygrid.test')
    const patch = (body: Json) => call('/auth/me', { method: 'PATCH', token: access, body })
    const updated = await patch({ first_name: '  Maja ', last_name: 'Händler', phone: '+49 (30) 123-456', email: 'MERCHANT@paygrid.test' })
    expect(updated).toMatchObject({ status: 200, body: { message: 'Settings updated successfully.', data: { first_name: 'Maja', last_name: 'Händler', phone: '+49 (30) 123-456', email: 'merchant@paygrid.test' } } })

    const cases: [Json, string][] = [
      [{ first_name: ' ' }, 'First name is required.'],
      [{ last_name: '' }, 'Last name is required.'],
      [{ first_name: 'x'.repeat(151) }, 'First name must be at most 150 characters.'],
      [{ phone: 'call me' }, 'Invalid phone number format'],
      [{ phone: '1234' }, 'Invalid phone number format'],
      [{ phone: 42 }, 'Invalid phone number format'],
      [{ telegram: '@ab' }, 'Invalid telegram username format.'],
      [{ email: 'other@paygrid.test' }, 'The e-mail address cannot be changed.'],
      [{ first_name: 'Changed', phone: 'bad' }, 'Invalid phone number format'],
    ]
    for (const [body, message] of cases) expect(await patch(body)).toMatchObject({ status: 400, body: { message } })
    expect((await call('/auth/me', { token: access })).body.data).toMatchObject({ first_name: 'Maja', phone: '+49 (30) 123-456', email: 'merchant@paygrid.test', telegram: 'merchant_demo' })

    expect((await patch({ phone: '' })).body.data.phone).toBeNull()
    expect((await patch({ telegram: '@maja_shop' })).body.data.telegram).toBe('maja_shop')
  })

  it('logs out every session of the user: access and refresh tokens of each', async () => {
    const first = await login('merchant@paygrid.test')
    const second = await login('merchant@paygrid.test')
    const other = await login('reviewer@paygrid.test')
    expect((await call('/api/v1/auth/logoutall/', { method: 'POST', token: first.access })).status).toBe(204)
    for (const session of [first, second]) {
      expect((await call('/auth/me', { token: session.access })).body.message).toBe('Invalid token')
      expect(await call('/auth/jwt/refresh_token', { body: { refresh: session.refresh } })).toMatchObject({ status: 401, body: { message: 'Invalid token' } })
    }
    expect((await call('/auth/me', { token: other.access })).status).toBe(200)
  })
})

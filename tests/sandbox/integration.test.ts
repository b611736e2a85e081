// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { store } = startSandbox()

describe('sandbox website integrations', () => {
  it('gives the client its integration state, with the API key only once approved', async () => {
    const merchant = await login('merchant@paygrid.test')
    const approved = (await call('/integration/my-integration', { token: merchant.access })).body
    expect(approved).toMatchObject({ status: 'approved', data: { hostname: 'shop.merchant-demo.com', status: 'approved', is_pending: false, is_valid: true } })
    expect(approved.data.api_key).toMatch(/^pk_sandbox_[0-9a-f]{32}$/)

    const lapsed = await login('lapsed@paygrid.test')
    const pending = (await call('/integration/my-integration', { token: lapsed.access })).body
    expect(pending).toMatchObject({ status: 'pending', data: { status: 'pending', api_key: null, user_email: 'lapsed@paygrid.test' } })

    const rejected = await login('client05@paygrid.test')
    expect((await call('/integration/my-integration', { token: rejected.access })).body).toMatchObject({
      status: 'rejected',
      data: { api_key: null, rejection_reason: 'The website sells replica designer goods, which our terms of service do not allow.' },
    })
    expect(approved.data.rejection_reason).toBeNull()
    expect(pending.data.rejection_reason).toBeNull()

    const none = await login('plan@paygrid.test')
    expect((await call('/integration/my-integration', { token: none.access })).body).toEqual({ status: 'none', data: null })

    const staff = await login('staff@paygrid.test')
    expect((await call('/integration/my-integration', { token: staff.access })).status).toBe(403)
  })

  it('stores the bare hostname of a typed or pasted https address', async () => {
    for (const [typed, stored] of [
      ['shop.example.com', 'shop.example.com'],
      ['https://Shop.Example.com/', 'shop.example.com'],
      ['  HTTPS://www.boutique-7.example  ', 'www.boutique-7.example'],
      ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ]) {
      store.reset()
      const { access } = await login('plan@paygrid.test')
      const created = await call('/integration/create', { token: access, body: { hostname: typed } })
      expect(created.status, typed).toBe(201)
      expect(created.body).toMatchObject({ message: 'Integration submitted for review.', data: { hostname: stored, status: 'pending', api_key: null, is_pending: true } })
      expect((await call('/integration/my-integration', { token: access })).body.data.hostname).toBe(stored)
    }
  })

  it('refuses anything that is not a bare hostname with a message naming the problem', async () => {
    const { access } = await login('plan@paygrid.test')
    const cases: [unknown, string][] = [
      ['', 'Website is required.'],
      [undefined, 'Website is required.'],
      ['shop example.com', 'The hostname must not contain spaces.'],
      ['http://shop.example.com', 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.'],
      ['ftp://shop.example.com', 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.'],
      ['javascript:alert(1)', 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.'],
      ['https://user:pass@shop.example.com', 'The hostname must not contain a user name or password.'],
      ['evil.example@shop.example.com', 'The hostname must not contain a user name or password.'],
      ['shop.example.com/checkout', 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).'],
      ['https://shop.example.com/?x=1', 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).'],
      ['shop.example.com#top', 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).'],
      ['shop.example.com:8443', 'The hostname must not contain a port.'],
      ['localhost', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['192.168.1.10', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['shop..example.com', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['-shop.example.com', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['bücher.example', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['%41.example.com', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['<script>.com', 'Enter a valid hostname, e.g. shop.example.com.'],
      ['<img src=x>.com', 'The hostname must not contain spaces.'],
    ]
    for (const [hostname, message] of cases) {
      expect(await call('/integration/create', { token: access, body: { hostname } }), String(hostname)).toMatchObject({ status: 400, body: { message } })
    }
    expect(store.integrations.some((item) => item.userId === 'usr_plan')).toBe(false)
  })

  it('allows one integration at a time and a new one after a rejection', async () => {
    const pending = await login('lapsed@paygrid.test')
    expect((await call('/integration/create', { token: pending.access, body: { hostname: 'other.example' } })).body.message).toBe('Your integration is already waiting for review.')
    const approved = await login('merchant@paygrid.test')
    expect((await call('/integration/create', { token: approved.access, body: { hostname: 'other.example' } })).body.message).toBe('Your website is already integrated.')
    const rejected = await login('client05@paygrid.test')
    const again = await call('/integration/create', { token: rejected.access, body: { hostname: 'fixed-deals.example' } })
    expect(again.status).toBe(201)
    expect((await call('/integration/my-integration', { token: rejected.access })).body).toMatchObject({ status: 'pending', data: { hostname: 'fixed-deals.example' } })
  })

  it('reviews: pending list with owners (oldest first), approve or reject once, valid list, reviewer client allowed', async () => {
    const staff = await login('staff@paygrid.test')
    const pending: Json[] = (await call('/integration/get_integration_status', { token: staff.access })).body.data
    expect(pending.length).toBe(store.integrations.filter((item) => item.is_pending).length)
    expect(new Set(pending.map((item) => item.user_email)).size).toBe(pending.length)
    expect(pending.every((item) => item.user_email.endsWith('@paygrid.test') && item.is_pending && !item.is_valid)).toBe(true)
    const [first, second] = pending
    const approve = await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: first.id, is_valid: true } })
    expect(approve).toMatchObject({ status: 200, body: { message: 'Integration approved successfully', data: { id: first.id, is_pending: false, is_valid: true } } })
    const reject = await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: second.id, is_valid: false } })
    expect(reject.body.message).toBe('Integration rejected successfully')
    expect(await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: first.id, is_valid: false } })).toMatchObject({
      status: 400,
      body: { message: 'This integration has already been approved.' },
    })
    expect((await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: first.id, is_valid: 'yes' } })).status).toBe(400)
    expect((await call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body: { id: 'nope', is_valid: true } })).status).toBe(404)

    const reviewer = await login('reviewer@paygrid.test')
    const valid: Json[] = (await call('/integration/get_valid_integrations', { token: reviewer.access })).body.data
    expect(valid.map((item) => item.id)).toContain(first.id)
    expect(valid.map((item) => item.id)).not.toContain(second.id)
    expect(valid.every((item) => item.is_valid && !item.is_pending)).toBe(true)
    const admin = await login('admin@paygrid.test')
    expect((await call('/integration/get_integration_status', { token: admin.access })).body.data).toHaveLength(pending.length - 2)
    const client = await login('merchant@paygrid.test')
    expect((await call('/integration/get_valid_integrations', { token: client.access })).status).toBe(403)
  })

  it("a rejection's optional reason: trimmed, at most 500 characters, only with a rejection, given to the owner and to no review list", async () => {
    const staff = await login('staff@paygrid.test')
    const update = (body: Json) => call('/integration/update_integration_status', { method: 'PATCH', token: staff.access, body })
    const id = (hostname: string) => store.integrations.find((item) => item.hostname === hostname)!.id
    expect(await update({ id: id('bikes-12.example'), is_valid: true, reason: 'Looks fine' })).toMatchObject({ status: 400, body: { message: 'A reason is only given with a rejection.' } })
    expect(await update({ id: id('bikes-12.example'), is_valid: false, reason: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { message: 'The reason can be at most 500 characters (501 now).' } })
    expect((await update({ id: id('bikes-12.example'), is_valid: false, reason: 42 })).status).toBe(400)
    expect(store.integrations.find((item) => item.hostname === 'bikes-12.example')!.is_pending).toBe(true)

    const rejected = await update({ id: id('bikes-12.example'), is_valid: false, reason: `  ${'y'.repeat(500)}  ` })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data).not.toHaveProperty('rejection_reason')
    const owner = await login('client12@paygrid.test')
    expect((await call('/integration/my-integration', { token: owner.access })).body.data).toMatchObject({ status: 'rejected', rejection_reason: 'y'.repeat(500) })

    expect((await update({ id: id('boutique-07.example'), is_valid: false, reason: '   ' })).status).toBe(200)
    expect(store.integrations.find((item) => item.hostname === 'boutique-07.example')!.rejection_reason).toBeNull()
    expect((await update({ id: id('shop.florist-15.example'), is_valid: true, reason: null })).status).toBe(200)
  })
})

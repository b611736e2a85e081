// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { clock } = startSandbox()

const valid = { amount: '25.50', currency: 'USD', name: 'Test link', description: 'A test', payment_method: 'card/crypto', products: [] }

describe('sandbox payment links', () => {
  it('rejects invalid create payloads with a useful 400 message', async () => {
    const { access } = await login('merchant@paygrid.test')
    const create = (body: Json) => call('/transaction/payment-link/create', { token: access, body })
    expect((await create({ ...valid, amount: '9.99' })).body).toEqual({ message: 'Minimum amount is 10.00.' })
    expect((await create({ ...valid, amount: '900.01' })).body).toEqual({ message: 'Maximum amount is 900.00.' })
    expect((await create({ ...valid, amount: 'abc' })).status).toBe(400)
    expect((await create({ ...valid, amount: '' })).body.message).toBe('Amount is required.')
    expect((await create({ ...valid, currency: 'GBP' })).body.message).toMatch(/USD or EUR/)
    expect((await create({ ...valid, name: '  ' })).body.message).toMatch(/required/)
    expect((await create({ ...valid, payment_method: 'cash' })).body.message).toMatch(/payment method/)
  })

  it('creates a link that expires one month later and is publicly readable', async () => {
    const { access } = await login('merchant@paygrid.test')
    const created = await call('/transaction/payment-link/create', { token: access, body: valid })
    expect(created.status).toBe(201)
    const link = created.body.payment_link
    expect(link).toMatchObject({ amount: '25.50', currency: 'USD', payment_method: 'card/crypto', is_expired: false })
    expect(link.url).toBe(`http://sandbox.test/payment-link?id=${link.id}`)
    expect(link.created_at).toBe('2026-06-01T12:00:00.000Z')
    expect(link.expire_at).toBe('2026-07-01T12:00:00.000Z')
    const detail = await call(`/transaction/payment-link/${link.id}`)
    expect(detail.body.payment_link.id).toBe(link.id)
    clock.now = Date.UTC(2026, 6, 1, 12)
    expect((await call(`/transaction/payment-link/${link.id}`)).body.payment_link.is_expired).toBe(true)
  })

  it('serves the fixed demo links', async () => {
    const methods: Record<string, string> = { 'demo-crypto': 'crypto', 'demo-card': 'card', 'demo-both': 'card/crypto', 'demo-expired': 'card/crypto' }
    for (const [id, method] of Object.entries(methods)) {
      const { body } = await call(`/transaction/payment-link/${id}`)
      expect(body.payment_link.payment_method).toBe(method)
      expect(body.payment_link.is_expired).toBe(id === 'demo-expired')
    }
    expect(await call('/transaction/payment-link/nope')).toMatchObject({ status: 404, body: { message: 'Payment link not found.' } })
  })

  it('lists with search, currency, amount range and status filters', async () => {
    const { access } = await login('merchant@paygrid.test')
    const list = async (query: string) => (await call(`/transaction/payment-link/list?page=1&page_size=50${query}`, { token: access })).body
    const all = await list('')
    expect(all.pagination.total_items).toBe(all.results.length)
    expect(all.results.length).toBe(12)
    expect((await list('&search=demo')).results.map((l: Json) => l.id).sort()).toEqual(['demo-both', 'demo-card', 'demo-crypto', 'demo-expired'])
    expect((await list('&search=Card%20demo')).results.map((l: Json) => l.id)).toEqual(['demo-card'])
    const eur = await list('&currency=EUR')
    expect(eur.results.length).toBeGreaterThan(0)
    expect(eur.results.every((l: Json) => l.currency === 'EUR')).toBe(true)
    const ranged = await list('&amount_min=20&amount_max=130')
    expect(ranged.results.every((l: Json) => Number(l.amount) >= 20 && Number(l.amount) <= 130)).toBe(true)
    expect(ranged.results.map((l: Json) => l.id)).toEqual(expect.arrayContaining(['demo-crypto', 'demo-card', 'demo-both']))
    const completed = await list('&filter_type=completed')
    const pending = await list('&filter_type=pending')
    expect(completed.results.length + pending.results.length).toBe(all.results.length)
    expect(completed.results.length).toBeGreaterThan(0)
    expect((await call('/transaction/payment-link/list?filter_type=bogus', { token: access })).status).toBe(400)
  })

  it('refuses the excluded account and non-clients', async () => {
    const nolinks = await login('nolinks@paygrid.test')
    expect((await call('/transaction/payment-link/list', { token: nolinks.access })).status).toBe(403)
    const admin = await login('admin@paygrid.test')
    expect((await call('/transaction/payment-link/create', { token: admin.access, body: valid })).status).toBe(403)
  })
})

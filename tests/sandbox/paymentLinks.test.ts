// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { clock, store } = startSandbox()

const valid = { amount: '25.50', currency: 'USD', name: 'Test link', description: 'A test', payment_method: 'card/crypto', products: [] }

describe('sandbox payment links', () => {
  it('rejects invalid create payloads with SPEC §5 messages as 400 {message}', async () => {
    const { access } = await login('merchant@paygrid.test')
    const create = (body: Json) => call('/transaction/payment-link/create', { token: access, body })
    const cases: [Json, string][] = [
      [{ ...valid, amount: '9.99' }, 'Minimum amount is $10'],
      [{ ...valid, amount: '900.01' }, 'Maximum amount is $900'],
      [{ ...valid, amount: 'abc' }, 'Please enter a valid number'],
      [{ ...valid, amount: '' }, 'Amount is required'],
      [{ ...valid, amount: undefined }, 'Amount is required'],
      [{ ...valid, amount: '10.005' }, 'Amount can have at most 2 decimals'],
      [{ ...valid, currency: 'GBP' }, 'Currency must be USD or EUR'],
      [{ ...valid, name: '  ' }, 'Please fill in all required fields'],
      [{ ...valid, name: 'n'.repeat(256) }, 'Name must be at most 255 characters'],
      [{ ...valid, description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
      [{ ...valid, payment_method: 'cash' }, 'Please select at least one payment method'],
      [{ ...valid, payment_method: '' }, 'Please select at least one payment method'],
      [{ ...valid, payment_method: 'card/card' }, 'Please select at least one payment method'],
    ]
    for (const [body, message] of cases) expect(await create(body)).toMatchObject({ status: 400, body: { message } })
    expect((await create({ ...valid, amount: '10' })).status).toBe(201)
    expect((await create({ ...valid, amount: 900 })).status).toBe(201)
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
    const ids = (body: Json) => body.results.map((l: Json) => l.id).sort()
    const all = await list('')
    expect(all.pagination.total_items).toBe(all.results.length)
    expect(all.results.length).toBe(store.paymentLinks.filter((l) => l.ownerId === 'usr_merchant').length)
    expect(all.results.map((l: Json) => l.created_at)).toEqual(all.results.map((l: Json) => l.created_at).sort().reverse())
    expect(ids(await list('&search=demo'))).toEqual(['demo-both', 'demo-card', 'demo-crypto', 'demo-expired'])
    expect(ids(await list('&search=Card%20demo'))).toEqual(['demo-card'])
    expect(ids(await list('&search=caf%C3%A9'))).toEqual(['pl_seed13'])
    expect(ids(await list('&search=id%3Dpl_seed0'))).toHaveLength(9)
    const eur = await list('&currency=EUR')
    expect(eur.results.length).toBeGreaterThan(0)
    expect(eur.results.every((l: Json) => l.currency === 'EUR')).toBe(true)
    const ranged = await list('&amount_min=25&amount_max=120')
    expect(ranged.results.every((l: Json) => Number(l.amount) >= 25 && Number(l.amount) <= 120)).toBe(true)
    expect(ids(ranged)).toEqual(expect.arrayContaining(['demo-crypto', 'demo-card', 'demo-both']))
    expect(ranged.pagination.total_items).toBe(ranged.results.length)

    // completed: paid at least once (a COMPLETED transaction); pending: never paid.
    const paid = new Set(store.transactions.filter((tx) => tx.status === 'COMPLETED').map((tx) => tx.payment_link_id))
    const completed = await list('&filter_type=completed')
    const pending = await list('&filter_type=pending')
    expect(completed.results.every((l: Json) => paid.has(l.id))).toBe(true)
    expect(pending.results.some((l: Json) => paid.has(l.id))).toBe(false)
    expect(completed.results.length + pending.results.length).toBe(all.results.length)
    expect(completed.results.length).toBeGreaterThan(0)
    expect(ids(pending)).toEqual(expect.arrayContaining(['demo-expired', 'pl_seed09', 'pl_seed13']))
    expect((await list('&filter_type=all')).results.length).toBe(all.results.length)
    expect(ids(await list('&filter_type=pending&currency=EUR&amount_max=30'))).toEqual(['pl_seed13'])
    const second = (await call('/transaction/payment-link/list?page=2&page_size=5', { token: access })).body
    expect(second.pagination).toMatchObject({ current_page: 2, page_size: 5, total_items: all.results.length })
    expect(second.results.map((l: Json) => l.id)).toEqual(all.results.slice(5, 10).map((l: Json) => l.id))

    for (const bad of ['filter_type=bogus', 'currency=GBP', 'amount_min=abc', 'page=0']) {
      expect(await call(`/transaction/payment-link/list?${bad}`, { token: access })).toMatchObject({ status: 400, body: { message: expect.any(String) } })
    }
  })

  it('seeds links for every filter demo: both currencies, every method, active and expired, with and without description', async () => {
    const { access } = await login('merchant@paygrid.test')
    const links: Json[] = (await call('/transaction/payment-link/list?page=1&page_size=50', { token: access })).body.results
    expect(links.length).toBeGreaterThanOrEqual(20)
    expect(new Set(links.map((l) => l.currency))).toEqual(new Set(['USD', 'EUR']))
    expect(new Set(links.map((l) => l.payment_method))).toEqual(new Set(['card', 'crypto', 'card/crypto']))
    expect(links.filter((l) => l.is_expired).length).toBeGreaterThanOrEqual(4)
    expect(links.filter((l) => !l.is_expired).length).toBeGreaterThanOrEqual(10)
    expect(links.some((l) => l.description === '')).toBe(true)
    expect(links.some((l) => l.description !== '')).toBe(true)
    expect(new Set(links.map((l) => l.name)).size).toBe(links.length)
  })

  it('refuses the excluded account and non-clients', async () => {
    const nolinks = await login('nolinks@paygrid.test')
    expect(store.paymentLinks.some((l) => l.ownerId === 'usr_nolinks')).toBe(false)
    expect(await call('/transaction/payment-link/list', { token: nolinks.access })).toMatchObject({ status: 403, body: { message: 'Payment links are not available for this account.' } })
    expect((await call('/transaction/payment-link/create', { token: nolinks.access, body: valid })).status).toBe(403)
    expect(store.paymentLinks.some((l) => l.ownerId === 'usr_nolinks')).toBe(false)
    const admin = await login('admin@paygrid.test')
    expect((await call('/transaction/payment-link/create', { token: admin.access, body: valid })).status).toBe(403)
  })
})

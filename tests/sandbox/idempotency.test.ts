// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BASE, call, login, pollTask, startSandbox, type Json } from './support'

const { store, clock } = startSandbox()

const billing = { email: 'buyer@example.com', first_name: 'Bea', last_name: 'Buyer', phone: '+1 555 010 2030' }
const checkout = {
  payment_link_id: 'demo-crypto',
  billing_info: billing,
  products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
  payment_category: 'card',
  payment_method: 'crypto',
}
let keys = 0
/** A fresh UUID v4 per call (deterministic, for readable failures). */
const newKey = () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`

interface Operation {
  name: string
  path: string
  account: string | null
  body: () => Json
  changed: Json
  created: number
  count: () => number
}

const operations: Operation[] = [
  { name: 'payment-link create', path: '/transaction/payment-link/create', account: 'merchant@paygrid.test', body: () => ({ amount: '25.00', currency: 'USD', name: 'Once', payment_method: 'card', products: [] }), changed: { amount: '26.00', currency: 'USD', name: 'Once', payment_method: 'card', products: [] }, created: 201, count: () => store.paymentLinks.length },
  { name: 'checkout transaction', path: '/transaction/async/payment-link/create-transaction', account: null, body: () => checkout, changed: { ...checkout, payment_method: 'card', payment_link_id: 'demo-both' }, created: 202, count: () => store.tasks.length },
  { name: 'direct transaction', path: '/transaction/async/create_transaction', account: 'merchant@paygrid.test', body: () => ({ amount: '50.00', currency: 'USD', billing_info: billing, products: [], payment_category: 'card', payment_method: 'card' }), changed: { amount: '51.00', currency: 'USD', billing_info: billing, products: [], payment_category: 'card', payment_method: 'card' }, created: 202, count: () => store.tasks.length },
  { name: 'subscription', path: '/subscription/async/create', account: 'plan@paygrid.test', body: () => ({ plan: 'pro', yearly: false }), changed: { plan: 'pro', yearly: true }, created: 202, count: () => store.tasks.length },
  { name: 'funds transfer', path: '/wallet/admin/transfer-funds', account: 'staff@paygrid.test', body: () => ({ wallet_id: store.wallets.find((w) => w.userId === 'usr_merchant')!.id, amount: '10.00', destination: '0xabc', note: null }), changed: { wallet_id: store.wallets.find((w) => w.userId === 'usr_merchant')!.id, amount: '11.00', destination: '0xabc', note: null }, created: 201, count: () => store.transfers.length },
  { name: 'transfer request', path: '/api/v1/wallet/transfers/', account: 'merchant@paygrid.test', body: () => ({ amount: '10.00', destination: '0xabc' }), changed: { amount: '12.00', destination: '0xabc' }, created: 201, count: () => store.transfers.length },
]

async function tokenOf(account: string | null): Promise<string | undefined> {
  return account ? (await login(account)).access : undefined
}

describe('sandbox Idempotency-Key', () => {
  for (const op of operations) {
    it(`${op.name}: the same key and body replay the first answer; another body is 409; a malformed key is 400`, async () => {
      const token = await tokenOf(op.account)
      const key = newKey()
      const before = op.count()
      const first = await call(op.path, { token, body: op.body(), headers: { 'Idempotency-Key': key } })
      expect(first.status).toBe(op.created)
      // Key order in the JSON body does not matter.
      const reordered = Object.fromEntries(Object.entries(op.body()).reverse())
      const again = await call(op.path, { token, body: reordered, headers: { 'Idempotency-Key': key.toUpperCase() } })
      expect(again.status).toBe(op.created)
      expect(again.body).toEqual(first.body)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(first.headers.get('idempotent-replayed')).toBeNull()
      expect(op.count()).toBe(before + 1)

      expect(await call(op.path, { token, body: op.changed, headers: { 'Idempotency-Key': key } })).toMatchObject({
        status: 409,
        body: { message: 'This Idempotency-Key was already used for a different request.' },
      })
      expect(await call(op.path, { token, body: op.body(), headers: { 'Idempotency-Key': 'not-a-uuid' } })).toMatchObject({ status: 400, body: { message: 'Idempotency-Key must be a UUID v4.' } })
      expect((await call(op.path, { token, body: op.body(), headers: { 'Idempotency-Key': '00000000-0000-1000-8000-000000000001' } })).status).toBe(400)
      expect(op.count()).toBe(before + 1)
      // Without a key every request is processed.
      expect((await call(op.path, { token, body: op.body() })).status).toBe(op.created)
      expect(op.count()).toBe(before + 2)
    })
  }

  it('scopes keys per user, forgets them after 24 h, and does not remember errors', async () => {
    const op = operations.find((item) => item.name === 'payment-link create')!
    const merchant = await tokenOf('merchant@paygrid.test')
    const reviewer = await tokenOf('reviewer@paygrid.test')
    const key = newKey()
    const before = op.count()
    const mine = await call(op.path, { token: merchant, body: op.body(), headers: { 'Idempotency-Key': key } })
    const theirs = await call(op.path, { token: reviewer, body: op.body(), headers: { 'Idempotency-Key': key } })
    expect(theirs.status).toBe(201)
    expect(theirs.body.payment_link.id).not.toBe(mine.body.payment_link.id)
    expect(op.count()).toBe(before + 2)

    clock.now += 24 * 60 * 60 * 1000 - 1
    expect((await call(op.path, { token: merchant, body: op.body(), headers: { 'Idempotency-Key': key } })).body).toEqual(mine.body)
    clock.now += 1
    const fresh = await login('merchant@paygrid.test')
    const later = await call(op.path, { token: fresh.access, body: op.body(), headers: { 'Idempotency-Key': key } })
    expect(later.status).toBe(201)
    expect(later.body.payment_link.id).not.toBe(mine.body.payment_link.id)

    // A 400 is not remembered: the corrected request with the same key is processed.
    const retryKey = newKey()
    expect((await call(op.path, { token: fresh.access, body: { ...op.body(), amount: '9.00' }, headers: { 'Idempotency-Key': retryKey } })).status).toBe(400)
    expect((await call(op.path, { token: fresh.access, body: op.body(), headers: { 'Idempotency-Key': retryKey } })).status).toBe(201)
  })

  it('sends one of two concurrent requests with the same key and refuses or replays the other', async () => {
    const op = operations.find((item) => item.name === 'funds transfer')!
    const token = await tokenOf(op.account)
    const key = newKey()
    const before = op.count()
    const results = await Promise.all([0, 1].map(() => call(op.path, { token, body: op.body(), headers: { 'Idempotency-Key': key } })))
    expect(op.count()).toBe(before + 1)
    expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]))
    expect(results.every((r) => r.status === 201 || (r.status === 409 && r.body.message === 'A request with this Idempotency-Key is still being processed.'))).toBe(true)
  })

  it('a create whose answer was lost, retried with the same key, makes one task and one transaction', async () => {
    const path = '/transaction/async/payment-link/create-transaction'
    const armed = await call('/__sandbox/drop-next-response', { body: { method: 'post', path } })
    expect(armed.status).toBe(200)
    const key = newKey()
    const tasks = store.tasks.length
    const transactions = store.transactions.length
    const send = () => fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(checkout) })
    await expect(send()).rejects.toThrow(TypeError)
    expect(store.tasks.length).toBe(tasks + 1)
    const retry = await send()
    expect(retry.status).toBe(202)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    const { task_id } = await retry.json()
    expect(task_id).toBe(store.tasks.at(-1)!.id)
    const seen = await pollTask(`/transaction/async/transaction_status/${task_id}`)
    expect(seen.at(-1).status).toBe('completed')
    expect(store.tasks.length).toBe(tasks + 1)
    expect(store.transactions.length).toBe(transactions + 1)
    // The rule was used up: the next request is answered.
    expect((await call(path, { body: checkout })).status).toBe(202)
  })

  it('drops only the named request and refuses malformed drop rules', async () => {
    await call('/__sandbox/drop-next-response', { body: { method: 'GET', path: '/health?ignored=1' } })
    expect((await call('/geo')).status).toBe(200)
    await expect(fetch(`${BASE}/health`)).rejects.toThrow(TypeError)
    expect((await call('/health')).status).toBe(200)
    expect((await call('/__sandbox/drop-next-response', { body: { method: 'TRACE', path: '/health' } })).status).toBe(400)
    expect((await call('/__sandbox/drop-next-response', { body: { method: 'GET', path: 'health' } })).status).toBe(400)
    expect((await call('/__sandbox/drop-next-response', { body: { method: 'POST', path: '/__sandbox/reset' } })).status).toBe(400)
  })
})

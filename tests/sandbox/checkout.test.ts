// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, ORIGIN, pollTask, startSandbox } from './support'

const { store } = startSandbox()

const billing = { email: 'buyer@example.com', first_name: 'Bea', last_name: 'Buyer', phone: '+1 (555) 010-2030' }
const payload = (linkId: string, method: 'card' | 'crypto', email = billing.email) => ({
  payment_link_id: linkId,
  billing_info: { ...billing, email },
  products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
  payment_category: 'card',
  payment_method: method,
})

async function startTransaction(linkId: string, method: 'card' | 'crypto', email?: string) {
  const res = await call('/transaction/async/payment-link/create-transaction', { body: payload(linkId, method, email) })
  expect(res.status).toBe(202)
  expect(typeof res.body.task_id).toBe('string')
  return pollTask(`/transaction/async/transaction_status/${res.body.task_id}`)
}

describe('sandbox checkout', () => {
  it('reports pending, rising processing progress, then completed with the crypto result', async () => {
    const seen = await startTransaction('demo-crypto', 'crypto')
    expect(seen.map((s) => s.status)).toEqual(['pending', 'processing', 'processing', 'completed'])
    const progress = seen.map((s) => s.progress)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress[0]).toBe(0)
    expect(progress.at(-1)).toBe(100)
    const result = seen.at(-1).result
    expect(result).toMatchObject({ payment_amt: 25, payment_method: 'crypto', redirect_url: null })
    expect(result.address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(result.qrcode_url).toMatch(new RegExp(`^${ORIGIN}/sandbox/__sandbox/qr\\?data=`))
    const qr = await fetch(result.qrcode_url)
    expect(qr.headers.get('content-type')).toBe('image/svg+xml')
    expect(await qr.text()).toMatch(/^<svg xmlns=/)

    // Crypto stays PENDING until the control call; the public status call answers with the outcome only.
    const id = result.transaction_id
    const tx = store.transactions.find((t) => t.id === id)!
    const outcome = (status: string) => ({ status, amount: '25.00', currency: 'USD', payment_method: 'crypto', payment_link_id: 'demo-crypto', updated_at: new Date(tx.updated_at).toISOString() })
    expect((await call(`/transaction/status/${id}`)).body).toEqual(outcome('PENDING'))
    expect((await call(`/transaction/status/${id}`)).body).toEqual(outcome('PENDING'))
    const wallet = store.wallets.find((w) => w.userId === 'usr_merchant')!
    const before = { balance: wallet.balance, pending: wallet.pending }
    expect((await call(`/__sandbox/transactions/${id}/status`, { body: { status: 'COMPLETED' } })).status).toBe(200)
    const completed = (await call(`/transaction/status/${id}`)).body
    expect(completed).toEqual(outcome('COMPLETED'))
    expect(JSON.stringify(completed)).not.toMatch(/buyer@example\.com|Bea|Buyer|555|0x[0-9a-f]{40}|usr_merchant|wal_/)
    expect(wallet.balance - before.balance).toBe(tx.gross - tx.fee)
    expect(before.pending - wallet.pending).toBe(tx.gross - tx.fee)
  })

  it('gives card payments a provider page whose buttons settle and return to /process-payment', async () => {
    const seen = await startTransaction('demo-card', 'card')
    const result = seen.at(-1).result
    expect(result).toMatchObject({ payment_method: 'card', address: null, qrcode_url: null, payment_amt: 49.99 })
    expect(result.redirect_url).toBe(`${ORIGIN}/sandbox/__sandbox/card-provider?transaction_id=${result.transaction_id}`)
    const page = await fetch(result.redirect_url)
    const html = await page.text()
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    // Disabled until the script listens: a click before it ran would settle nothing.
    expect(html).toMatch(/<button[^>]* disabled>Pay<\/button>/)
    expect(html).toMatch(/<button[^>]* disabled>Decline<\/button>/)
    expect(html).toContain(`${ORIGIN}/process-payment?id=demo-card&#38;transaction_id=${result.transaction_id}`)
    // No inline script or style (a `script-src 'self'` policy allows the page): its script is a sandbox file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\son[a-z]+=/i)
    expect(html).toContain('<script src="/sandbox/__sandbox/assets/card-provider.js" defer></script>')
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/)
    const script = await call('/__sandbox/assets/card-provider.js')
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.body).toContain("'/status'")
    expect(script.body).toContain('window.location.href = data.returnUrl')
    expect(script.body).toMatch(/addEventListener\('click'[\s\S]*button\.disabled = false/)
    await call(`/__sandbox/transactions/${result.transaction_id}/status`, { body: { status: 'FAILED' } })
    expect((await call(`/transaction/status/${result.transaction_id}`)).body.status).toBe('FAILED')
  })

  it('gives every transaction an opaque, unguessable id (26 characters of Crockford base 32), never a sequence', async () => {
    const ids = [(await startTransaction('demo-crypto', 'crypto')).at(-1).result.transaction_id, (await startTransaction('demo-card', 'card')).at(-1).result.transaction_id]
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    expect(ids[0]).not.toBe(ids[1])
    // Neighbouring guesses find nothing: the ids share no counter.
    const [first, second] = ids.map((id) => store.transactions.findIndex((t) => t.id === id))
    expect(second).toBe(first! + 1)
    expect(ids[1]!.slice(0, 20)).not.toBe(ids[0]!.slice(0, 20))
    // The seeded transactions' ids are opaque too, and fixed (the same demo data every time).
    expect(store.transactions.every((t) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(t.id))).toBe(true)
  })

  it('a crypto payment of a EUR link asks for its charge converted into USDC at the recorded rate, and names the rate; card pays in euro', async () => {
    const crypto = (await startTransaction('pl_reviewer01', 'crypto')).at(-1).result
    const tx = store.transactions.find((t) => t.id === crypto.transaction_id)!
    expect(tx).toMatchObject({ currency: 'EUR', gross: 50000 })
    const rate = tx.settlement!.rate!
    expect(crypto.payment_amt).toBe(Math.round(50000 * (rate.rate / 10000)) / 100)
    expect(crypto.payment_amt).not.toBe(500)
    expect(crypto.exchange_rate).toMatchObject({ from: 'EUR', to: 'USD', rate: (rate.rate / 10000).toFixed(4) })
    expect(decodeURIComponent(crypto.qrcode_url)).toContain(`uint256=${Math.round(crypto.payment_amt * 1e6)}`)
    const card = (await startTransaction('pl_reviewer01', 'card')).at(-1).result
    expect(card).toMatchObject({ payment_amt: 500, exchange_rate: null })
    const usd = (await startTransaction('demo-crypto', 'crypto')).at(-1).result
    expect(usd).toMatchObject({ payment_amt: 25, exchange_rate: null })
  })

  it('fails the task for a billing e-mail containing +fail and after fail-next', async () => {
    const failed = await startTransaction('demo-both', 'card', 'buyer+fail@example.com')
    expect(failed.at(-1)).toMatchObject({ status: 'failed', result: null })
    expect(failed.at(-1).error).toBeTruthy()
    expect((await call('/__sandbox/tasks/fail-next', { method: 'POST' })).status).toBe(200)
    const next = await startTransaction('demo-both', 'crypto')
    expect(next.at(-1).status).toBe('failed')
    const after = await startTransaction('demo-both', 'crypto')
    expect(after.at(-1).status).toBe('completed')
  })

  it('refuses expired links, unknown links, wrong methods and bad billing data', async () => {
    const create = (body: unknown) => call('/transaction/async/payment-link/create-transaction', { body })
    expect(await create(payload('demo-expired', 'card'))).toMatchObject({ status: 400, body: { message: 'This payment link has expired.' } })
    expect((await create(payload('nope', 'card'))).status).toBe(404)
    expect((await create(payload('demo-crypto', 'card'))).status).toBe(400)
    expect((await create({ ...payload('demo-card', 'card'), billing_info: { ...billing, email: 'x' } })).status).toBe(400)
    expect((await call('/transaction/async/transaction_status/unknown')).status).toBe(404)
  })

  it('subscribes through the async task with the promo discount', async () => {
    const { access } = await login('plan@paygrid.test')
    const res = await call('/subscription/async/create', { token: access, body: { plan: 'pro', yearly: true, promo_code: 'PRO50' } })
    expect(res.status).toBe(202)
    const seen = await pollTask(`/transaction/async/subscription_status/${res.body.task_id}`)
    const done = seen.at(-1)
    expect(done.status).toBe('completed')
    // 79 × 12 × 0.75 = 711.00, half off with PRO50.
    expect(done.result).toMatchObject({ amount_charged: '355.50', currency: 'EUR', subscription: { plan: 'pro', active: true, yearly: true } })
    expect((await call('/auth/me', { token: access })).body.data.subscription).toEqual({ plan: 'pro', active: true })
    const wrongPlan = await call('/subscription/async/create', { token: access, body: { plan: 'starter', promo_code: 'PRO50' } })
    expect(wrongPlan.status).toBe(400)
  })
})

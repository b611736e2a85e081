// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { XSS_CORPUS, XSS_STRINGS } from '../../sandbox/hostile'
import { PENDING_TRANSACTION_PREFIX, PENDING_TRANSACTION_TTL_MS } from '../../src/machines/checkout/pendingTransactionStore'
import { BASE, call, login, pollTask, startSandbox, type Json } from './support'

const { store, clock } = startSandbox()

const billing = { email: 'buyer@example.com', first_name: 'Bea', last_name: 'Buyer', phone: '+1 555 010 2030' }
const pay = (linkId: string, method: 'card' | 'crypto') =>
  call('/transaction/async/payment-link/create-transaction', {
    body: { payment_link_id: linkId, billing_info: billing, products: [], payment_category: 'card', payment_method: method },
  })
const open = (path: string) => fetch(`${BASE}${path}`, { redirect: 'manual' })

describe('sandbox scenario links', () => {
  it('lists the scenarios and redirects to a same-origin path, else to the scenario page', async () => {
    const list = (await call('/__sandbox/scenarios')).body.data.map((item: Json) => item.name)
    expect(list).toEqual(['task-fails', 'crypto-fails-after-2-polls', 'link-expires-while-paying', 'stale-record', 'hostile', 'reset'])

    const redirected = await open('/__sandbox/scenario/task-fails?to=%2Fpayment-link%3Fid%3Ddemo-card%23top')
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('location')).toBe('/payment-link?id=demo-card#top')
    expect(store.failNextTask).toBeTruthy()
    expect((await open('/__sandbox/scenario/crypto-fails-after-2-polls')).headers.get('location')).toBe('/payment-link?id=demo-crypto')
    const posted = await fetch(`${BASE}/__sandbox/scenario/task-fails?to=/dashboard`, { method: 'POST', redirect: 'manual' })
    expect([posted.status, posted.headers.get('location')]).toEqual([302, '/dashboard'])
    const byBody = await fetch(`${BASE}/__sandbox/scenario`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'task-fails', to: '/wallet' }) })
    expect([byBody.status, byBody.headers.get('location')]).toEqual([302, '/wallet'])
    expect((await call('/__sandbox/scenario', { body: { name: 'task-fails' } })).body).toMatchObject({ scenario: 'task-fails', message: expect.any(String) })
  })

  it('refuses a destination off this origin and unknown scenarios, applying nothing', async () => {
    for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', '/x%0d%0aSet-Cookie:a=1'.replace('%0d%0a', '\r\n')]) {
      const response = await open(`/__sandbox/scenario/task-fails?to=${encodeURIComponent(to)}`)
      expect(response.status, to).toBe(400)
      expect(((await response.json()) as Json).message).toBe('to must be a path on this site, starting with a single "/".')
    }
    expect((await call('/__sandbox/scenario', { body: { name: 'task-fails', to: 'https://evil.example' } })).status).toBe(400)
    expect(store.failNextTask).toBeNull()
    const unknown = await open('/__sandbox/scenario/nope?to=/')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as Json).message).toMatch(/^Unknown scenario "nope"\. Scenarios: task-fails, /)
  })

  it('task-fails: the next creation task fails, the one after succeeds', async () => {
    await call('/__sandbox/scenario/task-fails', { method: 'POST' })
    const failed = await pollTask(`/transaction/async/transaction_status/${(await pay('demo-card', 'card')).body.task_id}`)
    expect(failed.at(-1)).toMatchObject({ status: 'failed', error: 'Payment provider declined the transaction.' })
    const next = await pollTask(`/transaction/async/transaction_status/${(await pay('demo-card', 'card')).body.task_id}`)
    expect(next.at(-1).status).toBe('completed')
  })

  it('crypto-fails-after-2-polls: the next crypto transaction reports FAILED on its third status check', async () => {
    await call('/__sandbox/scenario/crypto-fails-after-2-polls', { method: 'POST' })
    // A card payment in between is not affected.
    const card = (await pollTask(`/transaction/async/transaction_status/${(await pay('demo-both', 'card')).body.task_id}`)).at(-1).result
    expect((await call(`/transaction/status/${card.transaction_id}`)).body.status).toBe('PENDING')
    const done = await pollTask(`/transaction/async/transaction_status/${(await pay('demo-crypto', 'crypto')).body.task_id}`)
    const id = done.at(-1).result.transaction_id
    const wallet = store.wallets.find((item) => item.userId === 'usr_merchant')!
    const pending = wallet.pending
    const checks = []
    for (let i = 0; i < 4; i++) checks.push((await call(`/transaction/status/${id}`)).body.status)
    expect(checks).toEqual(['PENDING', 'PENDING', 'FAILED', 'FAILED'])
    const tx = store.transactions.find((item) => item.id === id)!
    expect(wallet.pending).toBe(pending - (tx.gross - tx.fee))
    const later = (await pollTask(`/transaction/async/transaction_status/${(await pay('demo-crypto', 'crypto')).body.task_id}`)).at(-1).result
    for (let i = 0; i < 4; i++) expect((await call(`/transaction/status/${later.transaction_id}`)).body.status).toBe('PENDING')
  })

  it('link-expires-while-paying: the link expires right after the task is created, and the task fails', async () => {
    const redirected = await open('/__sandbox/scenario/link-expires-while-paying')
    expect(redirected.headers.get('location')).toBe('/payment-link?id=scenario-expiring')
    expect((await call('/transaction/payment-link/scenario-expiring')).body.payment_link).toMatchObject({ is_expired: false, amount: '42.00', payment_method: 'card/crypto' })
    const accepted = await pay('scenario-expiring', 'crypto')
    expect(accepted.status).toBe(202)
    expect((await call('/transaction/payment-link/scenario-expiring')).body.payment_link.is_expired).toBe(true)
    const seen = await pollTask(`/transaction/async/transaction_status/${accepted.body.task_id}`)
    expect(seen.at(-1)).toMatchObject({ status: 'failed', error: 'This payment link has expired.' })
    expect((await pay('scenario-expiring', 'crypto')).body.message).toBe('This payment link has expired.')
    // Applying it again renews the link; another link is expired the same way.
    await call('/__sandbox/scenario/link-expires-while-paying', { method: 'POST' })
    expect((await call('/transaction/payment-link/scenario-expiring')).body.payment_link.is_expired).toBe(false)
    expect((await pay('demo-both', 'card')).status).toBe(202)
    expect((await call('/transaction/payment-link/demo-both')).body.payment_link.is_expired).toBe(true)
  })

  it('stale-record: GET serves a page for the browser, POST answers the record as JSON', async () => {
    const response = await open('/__sandbox/scenario/stale-record')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    const html = await response.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\son[a-z]+=/i)
    expect(html).toContain('<script src="/sandbox/__sandbox/assets/stale-record.js" defer></script>')
    const tx = store.transactions.at(-1)!
    expect(tx).toMatchObject({ status: 'PENDING', payment_method: 'crypto', payment_link_id: 'demo-crypto' })
    expect(html).toContain(`&#34;to&#34;:&#34;/payment-link?id=demo-crypto&#38;transaction_id=${tx.id}&#34;`)
    const chosen = await (await open('/__sandbox/scenario/stale-record?to=%2Fpayment-link%3Fid%3Ddemo-crypto')).text()
    expect(chosen).toContain('&#34;to&#34;:&#34;/payment-link?id=demo-crypto&#34;')

    const posted = (await call('/__sandbox/scenario/stale-record', { method: 'POST' })).body
    expect(posted).toMatchObject({
      scenario: 'stale-record',
      payment_link_id: 'demo-crypto',
      key: `${PENDING_TRANSACTION_PREFIX}${posted.transaction_id}`,
      to: `/payment-link?id=demo-crypto&transaction_id=${posted.transaction_id}`,
    })
    expect(posted.ageMs).toBeGreaterThan(PENDING_TRANSACTION_TTL_MS)
    expect(posted.record.timestamp).toBe(clock.now - posted.ageMs)
  })

  it('reset: restores the seeds and ends every session', async () => {
    const { access } = await login('merchant@paygrid.test')
    await call('/__sandbox/scenario/hostile', { method: 'POST' })
    const redirected = await open('/__sandbox/scenario/reset')
    expect(redirected.headers.get('location')).toBe('/')
    expect(store.users.some((user) => user.id.startsWith('usr_hostile'))).toBe(false)
    expect((await call('/auth/me', { token: access })).status).toBe(401)
  })
})

describe('sandbox hostile scenario', () => {
  it('exports a corpus with every required payload', () => {
    for (const payload of ['<img src=x onerror=window.__xss=1>', '"><svg onload=window.__xss=1>', 'javascript:window.__xss=1', '<script>window.__xss=1</script>', '<svg/onload=window.__xss=1>@x.example']) {
      expect(XSS_STRINGS).toContain(payload)
    }
    expect(XSS_STRINGS.some((text) => text.includes('\u202E'))).toBe(true)
    expect(XSS_STRINGS.some((text) => ['\u200B', '\u200C', '\u200D', '\uFEFF'].every((char) => text.includes(char)))).toBe(true)
    expect(XSS_CORPUS.long).toHaveLength(10_000)
    expect(XSS_STRINGS.some((text) => /\p{Extended_Pictographic}/u.test(text))).toBe(true)
  })

  it('fills every user-controlled string the screens render, keeping logins and sessions', async () => {
    const merchant = await login('merchant@paygrid.test')
    const redirected = await open('/__sandbox/scenario/hostile?to=/payment-links')
    expect(redirected.headers.get('location')).toBe('/payment-links')
    // Markup, a script URL, bidi or zero-width characters, emoji, or 10 000 characters.
    const hostile = (text: unknown) =>
      typeof text === 'string' && (/[<>"]|javascript:|[\u202E\u200B-\u200D\uFEFF]|\p{Extended_Pictographic}/u.test(text) || text.length >= 10_000)

    // The merchant (same session): names, telegram, links, integration, transactions, transfers.
    const me = (await call('/auth/me', { token: merchant.access })).body.data
    expect(me.email).toBe('merchant@paygrid.test')
    expect([me.first_name, me.last_name, me.telegram].every(hostile)).toBe(true)
    const links: Json[] = (await call('/transaction/payment-link/list?page_size=100', { token: merchant.access })).body.results
    const linkTexts = links.flatMap((link) => [link.name, link.description])
    for (const payload of [XSS_CORPUS.imgOnerror, XSS_CORPUS.attributeBreakout, XSS_CORPUS.javascriptUrl, XSS_CORPUS.scriptTag, XSS_CORPUS.rtlOverride, XSS_CORPUS.zeroWidth, XSS_CORPUS.long, XSS_CORPUS.emoji]) {
      expect(linkTexts.filter((text) => text === payload).length, payload.slice(0, 20)).toBeGreaterThanOrEqual(2)
    }
    expect((await call('/integration/my-integration', { token: merchant.access })).body.data.hostname).toBe('javascript:window.__xss=1')
    const txs: Json[] = (await call('/transaction/list?page_size=100', { token: merchant.access })).body.results
    const hostileTx = txs.filter((tx) => hostile(tx.customer_email))
    expect(hostileTx.length).toBeGreaterThanOrEqual(3)
    expect(hostileTx.every((tx) => hostile(tx.billing_info.first_name) && hostile(tx.billing_info.last_name) && hostile(tx.billing_info.phone) && hostile(tx.payment_link.name))).toBe(true)
    const transfers: Json[] = (await call('/api/v1/wallet/transfers/?page_size=100', { token: merchant.access })).body.results
    expect(transfers.some((t) => hostile(t.destination) && hostile(t.note))).toBe(true)
    expect((await call('/dashboard/client-overview', { token: merchant.access })).body.data.recent_transactions.some((tx: Json) => hostile(tx.customer_email))).toBe(true)

    // Staff and admin screens: owners' e-mails, names, telegram, hostnames, subscriptions, wallets.
    const staff = await login('staff@paygrid.test')
    const pending: Json[] = (await call('/integration/get_integration_status', { token: staff.access })).body.data
    expect(pending.filter((item) => hostile(item.hostname) && hostile(item.user_email)).length).toBeGreaterThanOrEqual(4)
    const valid: Json[] = (await call('/integration/get_valid_integrations', { token: staff.access })).body.data
    expect(valid.map((item) => item.hostname)).toEqual(expect.arrayContaining([XSS_CORPUS.imgOnerror, 'user:pass@evil.example']))
    expect((await call(`/wallet/admin/client-wallets?search=${encodeURIComponent('<svg')}`, { token: staff.access })).body.results[0].user).toMatchObject({
      email: XSS_CORPUS.svgEmail,
      first_name: XSS_CORPUS.imgOnerror,
      telegram: XSS_CORPUS.javascriptUrl,
    })
    const admin = await login('admin@paygrid.test')
    const wallets: Json[] = (await call('/wallet/admin-wallet-balances?page_size=100', { token: admin.access })).body.data
    expect(wallets.filter((w) => hostile(w.user.email) && hostile(w.user.first_name) && hostile(w.user.last_name) && hostile(w.user.telegram))).toHaveLength(4)
    const subs: Json[] = (await call('/subscription/admin/list?page_size=100', { token: admin.access })).body.results
    expect(subs.filter((sub) => hostile(sub.user.email))).toHaveLength(4)
    const all: Json[] = (await call('/transaction/admin/list?page_size=100', { token: admin.access })).body.results
    expect(all.filter((tx) => hostile(tx.merchant.email)).length).toBeGreaterThanOrEqual(4)
    expect((await call('/auth/me', { token: admin.access })).body.data.first_name).toBe(XSS_CORPUS.emoji)
    const plans: Json[] = (await call('/subscription/list-plans')).body
    const business = plans.find((plan) => plan.id === 'business')
    expect(hostile(business.description)).toBe(true)
    expect(business.features.some((feature: Json) => feature.display_text === XSS_CORPUS.attributeBreakout)).toBe(true)

    // A hostile e-mail logs in too; applying the scenario again adds nothing.
    expect((await call('/auth/login', { body: { email: XSS_CORPUS.svgEmail, password: 'Sandbox-pass-1' } })).status).toBe(200)
    const counts = [store.users.length, store.paymentLinks.length, store.transactions.length, store.transfers.length, store.integrations.length]
    await call('/__sandbox/scenario', { body: { name: 'hostile' } })
    expect([store.users.length, store.paymentLinks.length, store.transactions.length, store.transfers.length, store.integrations.length]).toEqual(counts)
    // Balances still follow the ledger: no wallet went negative.
    expect(store.wallets.every((wallet) => wallet.balance >= 0 && wallet.pending >= 0)).toBe(true)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, settled, startSandbox, type Json } from './support'

const { store } = startSandbox()

const cents = (value: string) => Math.round(Number(value) * 100)

describe('sandbox transaction lists and calculator', () => {
  it("lists the merchant's transactions with customer, amounts, billing info and the link they came from", async () => {
    const { access } = await login('merchant@paygrid.test')
    const { body } = await call('/transaction/list?page=1&page_size=100', { token: access })
    const mine = store.transactions.filter((tx) => tx.ownerId === 'usr_merchant')
    expect(body.pagination.total_items).toBe(mine.length)
    expect(body.results.every((tx: Json) => tx.merchant.email === 'merchant@paygrid.test')).toBe(true)
    const viaLink = body.results.find((tx: Json) => tx.payment_link_id)
    const link = store.paymentLinks.find((item) => item.id === viaLink.payment_link_id)!
    expect(viaLink.payment_link).toEqual({ id: link.id, name: link.name })
    expect(body.results.find((tx: Json) => !tx.payment_link_id).payment_link).toBeNull()
    for (const tx of body.results as Json[]) {
      expect(cents(tx.amount) + cents(tx.fee)).toBe(cents(tx.gross_amount))
      expect(tx.customer_name).toBe(`${tx.billing_info.first_name} ${tx.billing_info.last_name}`)
      expect(tx.billing_info.email).toBe(tx.customer_email)
    }
    expect(body.results.some((tx: Json) => tx.status === 'CANCELLED')).toBe(true)
    const dates = body.results.map((tx: Json) => tx.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters by status (either cancelled spelling), method, currency, link, date range and customer search; pages', async () => {
    const { access } = await login('merchant@paygrid.test')
    const list = async (query: string) => (await call(`/transaction/list?page_size=100${query}`, { token: access })).body
    const all = (await list('')).results as Json[]
    const cancelled = await list('&status=CANCELED')
    expect(cancelled.results.length).toBe(all.filter((tx) => tx.status.startsWith('CANCEL')).length)
    expect((await list('&status=CANCELLED')).results.length).toBe(cancelled.results.length)
    const crypto = await list('&payment_method=crypto&status=COMPLETED')
    expect(crypto.results.length).toBeGreaterThan(0)
    expect(crypto.results.every((tx: Json) => tx.payment_method === 'crypto' && tx.status === 'COMPLETED')).toBe(true)
    expect((await list('&currency=EUR')).results.every((tx: Json) => tx.currency === 'EUR')).toBe(true)
    expect((await list('&payment_link_id=demo-crypto')).results.every((tx: Json) => tx.payment_link?.id === 'demo-crypto')).toBe(true)

    const from = all[20].created_at
    const to = all[10].created_at
    const ranged = await list(`&from_date=${from}&to_date=${to}`)
    expect(ranged.results.map((tx: Json) => tx.id)).toEqual(all.slice(10, 21).map((tx) => tx.id))
    expect((await list(`&from_date=${from}`)).results).toHaveLength(21)

    const customer = all[3]
    const byEmail = await list(`&search=${encodeURIComponent(customer.customer_email.toUpperCase())}`)
    expect(byEmail.results.map((tx: Json) => tx.id)).toEqual([customer.id])
    expect((await list(`&search=${encodeURIComponent(customer.customer_name)}`)).results.map((tx: Json) => tx.id)).toContain(customer.id)
    // The merchant's own e-mail is not a customer.
    expect((await list('&search=merchant@paygrid.test')).results).toEqual([])

    const second = (await call('/transaction/list?page=2&page_size=10', { token: access })).body
    expect(second.pagination).toMatchObject({ current_page: 2, page_size: 10, total_items: all.length, has_next: true, has_previous: true })
    expect(second.results.map((tx: Json) => tx.id)).toEqual(all.slice(10, 20).map((tx) => tx.id))
    for (const bad of ['status=DONE', 'payment_method=cash', 'from_date=yesterday', 'page_size=101']) {
      expect((await call(`/transaction/list?${bad}`, { token: access })).status).toBe(400)
    }
    const admin = await login('admin@paygrid.test')
    expect((await call('/transaction/list', { token: admin.access })).status).toBe(403)
  })

  it('lists every transaction for admins with the merchant, a merchant filter and search by customer or merchant e-mail', async () => {
    const { access } = await login('admin@paygrid.test')
    const list = async (query: string) => (await call(`/transaction/admin/list?page_size=100${query}`, { token: access })).body
    const all = await list('')
    expect(all.pagination.total_items).toBe(store.transactions.length)
    expect(new Set(all.results.map((tx: Json) => tx.merchant.id)).size).toBeGreaterThan(5)
    const reviewer = await list('&merchant_id=usr_reviewer')
    expect(reviewer.results.length).toBe(store.transactions.filter((tx) => tx.ownerId === 'usr_reviewer').length)
    expect(reviewer.results[0].merchant).toEqual({ id: 'usr_reviewer', email: 'reviewer@paygrid.test', first_name: 'Rita', last_name: 'Reviewer' })
    expect((await list('&search=reviewer@paygrid')).results.length).toBe(reviewer.results.length)
    const customer = reviewer.results[0].customer_email
    expect((await list(`&search=${customer}`)).results.map((tx: Json) => tx.customer_email)).toEqual([customer])
    const merchant = await login('merchant@paygrid.test')
    expect((await call('/transaction/admin/list', { token: merchant.access })).status).toBe(403)
  })

  it('calculates with either bound optional, and null dates when no transaction is in range', async () => {
    const { access } = await login('admin@paygrid.test')
    const calc = async (query: string) => (await call(`/transaction/admin/calculate-transactions/${query}`, { token: access })).body.calculation
    const completed = store.transactions.filter((tx) => tx.status === 'COMPLETED').sort((a, b) => a.created_at - b.created_at)
    const all = await calc('')
    expect(all.actual_date_range).toEqual({ first_transaction: new Date(completed[0]!.created_at).toISOString(), last_transaction: new Date(completed.at(-1)!.created_at).toISOString() })
    expect(Object.keys(all.amounts).sort()).toEqual(['total_amount', 'total_from_amount', 'total_gross_amount', 'total_paygrid_fees'])
    expect(Object.keys(all.averages).sort()).toEqual(['average_amount', 'average_gross_amount', 'average_paygrid_fees'])
    expect(cents(all.averages.average_paygrid_fees)).toBe(Math.round(completed.reduce((sum, tx) => sum + settled(tx).fee, 0) / completed.length))

    const pivot = new Date(completed[10]!.created_at).toISOString()
    const since = await calc(`?from_date=${pivot}`)
    const until = await calc(`?to_date=${pivot}`)
    expect(since.transaction_count).toBe(completed.length - 10)
    expect(until.transaction_count).toBe(11)
    expect(since.date_range_requested).toEqual({ from_date: pivot, to_date: null })
    expect(until.date_range_requested).toEqual({ from_date: null, to_date: pivot })
    expect(cents(since.amounts.total_gross_amount) + cents(until.amounts.total_gross_amount) - settled(completed[10]!).gross).toBe(cents(all.amounts.total_gross_amount))

    const empty = await calc('?from_date=2000-01-01T00:00:00.000Z&to_date=2000-01-31T23:59:59.999Z')
    expect(empty).toMatchObject({
      transaction_count: 0,
      actual_date_range: { first_transaction: null, last_transaction: null },
      amounts: { total_amount: '0.00', total_paygrid_fees: '0.00', total_gross_amount: '0.00', total_from_amount: '0.00' },
      averages: { average_amount: '0.00', average_paygrid_fees: '0.00', average_gross_amount: '0.00' },
      breakdown: { amount_percentage: 0, fees_percentage: 0 },
    })
    expect((await call('/transaction/admin/calculate-transactions/?from_date=2026-05-02T00:00:00Z&to_date=2026-05-01T00:00:00Z', { token: access })).status).toBe(400)
  })

  it('lists every subscription for admins with state, cycle, period and amount, filtered by plan and state', async () => {
    const { access } = await login('admin@paygrid.test')
    const list = async (query: string) => (await call(`/subscription/admin/list?page_size=100${query}`, { token: access })).body
    const all = await list('')
    expect(all.pagination.total_items).toBe(store.subscriptions.length)
    const history = all.results.filter((sub: Json) => sub.user.email === 'merchant@paygrid.test')
    expect(history.map((sub: Json) => [sub.plan, sub.state])).toEqual([['pro', 'active'], ['starter', 'inactive']])
    expect(history[1]).toMatchObject({ billing_cycle: 'monthly', amount_charged: '23.20', currency: 'EUR', promo_code: 'WELCOME20', plan_name: 'Starter' })
    const reviewer = all.results.find((sub: Json) => sub.user.email === 'reviewer@paygrid.test')
    expect(reviewer).toMatchObject({ billing_cycle: 'annual', yearly: true, amount_charged: '1791.00', state: 'active' })
    expect(Date.parse(reviewer.expires_at)).toBeGreaterThan(Date.parse(reviewer.started_at))

    const starter = await list('&plan=starter')
    expect(starter.results.every((sub: Json) => sub.plan === 'starter')).toBe(true)
    const inactive = await list('&state=inactive')
    expect(inactive.results.length).toBe(store.subscriptions.filter((sub) => !sub.active).length)
    expect(inactive.results.every((sub: Json) => sub.state === 'inactive' && !sub.active)).toBe(true)
    expect((await list('&state=active&plan=business&billing_cycle=annual')).results.every((sub: Json) => sub.state === 'active' && sub.plan === 'business' && sub.billing_cycle === 'annual')).toBe(true)
    expect((await list('&active=false')).results.length).toBe(inactive.results.length)
    expect((await call('/subscription/admin/list?state=paused', { token: access })).status).toBe(400)
    const second = (await call('/subscription/admin/list?page=2&page_size=10', { token: access })).body
    expect(second.results.map((sub: Json) => sub.id)).toEqual(all.results.slice(10, 20).map((sub: Json) => sub.id))
  })
})

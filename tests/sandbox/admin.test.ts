// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, settled, startSandbox, type Json } from './support'

const { store } = startSandbox()

const cents = (value: string) => Math.round(Number(value) * 100)

describe('sandbox admin data', () => {
  it('computes the calculator from the completed transactions in the store', async () => {
    const { access } = await login('admin@paygrid.test')
    const all = (await call('/transaction/admin/calculate-transactions/', { token: access })).body.calculation
    const completed = store.transactions.filter((tx) => tx.status === 'COMPLETED')
    expect(all.transaction_count).toBe(completed.length)
    expect(cents(all.amounts.total_paygrid_fees)).toBe(completed.reduce((sum, tx) => sum + settled(tx).fee, 0))
    expect(cents(all.amounts.total_gross_amount)).toBe(completed.reduce((sum, tx) => sum + settled(tx).gross, 0))
    expect(cents(all.amounts.total_amount) + cents(all.amounts.total_paygrid_fees)).toBe(cents(all.amounts.total_gross_amount))
    expect(all.breakdown.amount_percentage + all.breakdown.fees_percentage).toBeCloseTo(100, 1)
    expect(all.date_range_requested).toEqual({ from_date: null, to_date: null })

    const from = '2026-03-01T00:00:00.000Z'
    const to = '2026-03-31T23:59:59.999Z'
    const march = (await call(`/transaction/admin/calculate-transactions/?from_date=${from}&to_date=${to}`, { token: access })).body.calculation
    const inMarch = completed.filter((tx) => tx.created_at >= Date.parse(from) && tx.created_at <= Date.parse(to))
    expect(march.transaction_count).toBe(inMarch.length)
    expect(march.transaction_count).toBeLessThan(all.transaction_count)
    expect(cents(march.amounts.total_amount)).toBe(inMarch.reduce((sum, tx) => sum + settled(tx).net, 0))
    expect(march.date_range_requested).toEqual({ from_date: from, to_date: to })
    expect(Date.parse(march.actual_date_range.first_transaction)).toBeGreaterThanOrEqual(Date.parse(from))

    // Completing a PENDING transaction changes the figures.
    const pending = store.transactions.find((tx) => tx.status === 'PENDING')!
    await call(`/__sandbox/transactions/${pending.id}/status`, { body: { status: 'COMPLETED' } })
    const again = (await call('/transaction/admin/calculate-transactions/', { token: access })).body.calculation
    expect(again.transaction_count).toBe(all.transaction_count + 1)
    expect((await call('/transaction/admin/calculate-transactions/?from_date=yesterday', { token: access })).status).toBe(400)
  })

  it('pages the wallet list: 3 pages of 20 with statistics from the store', async () => {
    const { access } = await login('admin@paygrid.test')
    const page = async (n: number, extra = '') => (await call(`/wallet/admin-wallet-balances?page=${n}&page_size=20${extra}`, { token: access })).body
    const first = await page(1)
    expect(first.pagination).toMatchObject({ current_page: 1, total_pages: 3, page_size: 20, has_next: true, has_previous: false })
    expect(first.pagination.total_items).toBeGreaterThanOrEqual(45)
    const third = await page(3)
    expect(third.pagination).toMatchObject({ current_page: 3, has_next: false, has_previous: true })
    expect(first.data.length + (await page(2)).data.length + third.data.length).toBe(first.pagination.total_items)
    expect(first.statistics.total_wallets).toBe(store.wallets.length)
    expect(cents(first.statistics.total_balance)).toBe(store.wallets.reduce((sum, w) => sum + w.balance, 0))
    expect(first.statistics.wallets_with_pending).toBe(store.wallets.filter((w) => w.pending > 0).length)
    // Default sort: created_at descending.
    const created = first.data.map((w: Json) => w.created_at)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('filters, searches and sorts wallets', async () => {
    const { access } = await login('admin@paygrid.test')
    const list = async (query: string) => (await call(`/wallet/admin-wallet-balances?page=1&page_size=100${query}`, { token: access })).body
    const byBalance = await list('&sort_by=balance&sort_order=asc')
    const balances = byBalance.data.map((w: Json) => Number(w.balance))
    expect(balances).toEqual([...balances].sort((a, b) => a - b))
    const emails = (await list('&sort_by=user__email&sort_order=asc')).data.map((w: Json) => w.user.email)
    expect(emails).toEqual([...emails].sort())
    for (const sort of ['updated_at', 'pending_balance', 'user__first_name']) expect((await list(`&sort_by=${sort}`)).data.length).toBeGreaterThan(0)
    const rich = await list('&min_balance=1000')
    expect(rich.data.every((w: Json) => Number(w.balance) >= 1000)).toBe(true)
    expect(rich.statistics.total_wallets).toBe(rich.data.length)
    const merchant = await list('&search=merchant_demo')
    expect(merchant.data.map((w: Json) => w.user.email)).toEqual(['merchant@paygrid.test'])
    expect((await list('&sort_by=nope')).message).toBeTruthy()
  })

  it('lists all transactions for admins with every status present', async () => {
    const { access } = await login('admin@paygrid.test')
    const { body } = await call('/transaction/admin/list?page_size=100', { token: access })
    expect(body.pagination.total_items).toBe(store.transactions.length)
    const statuses = new Set(store.transactions.map((tx) => tx.status))
    expect([...statuses].sort()).toEqual(['CANCELED', 'CANCELLED', 'COMPLETED', 'FAILED', 'PENDING'])
    const months = new Set(store.transactions.map((tx) => new Date(tx.created_at).toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(4)
    const failed = await call('/transaction/admin/list?status=FAILED', { token: access })
    expect(failed.body.results.every((tx: Json) => tx.status === 'FAILED')).toBe(true)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, settled, startSandbox, type Json } from './support'

const { store, clock } = startSandbox()

const DAY = 24 * 60 * 60 * 1000
const cents = (value: string) => Math.round(Number(value) * 100)
const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0)

describe('sandbox overviews', () => {
  it("computes the client overview from the store: wallet, period figures, one point per day, latest 5, next steps", async () => {
    const { access } = await login('merchant@paygrid.test')
    const { data } = (await call('/dashboard/client-overview', { token: access })).body
    const wallet = store.wallets.find((item) => item.userId === 'usr_merchant')!
    expect(cents(data.balance)).toBe(wallet.balance)
    expect(cents(data.combined_balance)).toBe(wallet.balance + wallet.pending)
    expect(data.currency).toBe('USD')

    const from = Date.UTC(2026, 5, 1) - 29 * DAY
    expect(data.period).toEqual({ from: new Date(from).toISOString(), to: new Date(clock.now).toISOString(), days: 30 })
    const inPeriod = store.transactions.filter((tx) => tx.ownerId === 'usr_merchant' && tx.created_at >= from && tx.created_at <= clock.now)
    const completed = inPeriod.filter((tx) => tx.status === 'COMPLETED')
    expect(completed.length).toBeGreaterThan(5)
    expect(data.period_transactions).toBe(inPeriod.length)
    expect(cents(data.period_volume)).toBe(sum(completed, (tx) => settled(tx).gross))
    expect(cents(data.period_fees)).toBe(sum(completed, (tx) => settled(tx).fee))
    expect(cents(data.period_net)).toBe(cents(data.period_volume) - cents(data.period_fees))
    const counts = data.period_transactions_by_status
    expect(counts.PENDING + counts.COMPLETED + counts.FAILED + counts.CANCELED).toBe(inPeriod.length)

    expect(data.daily_volume).toHaveLength(30)
    expect(data.daily_volume[0].date).toBe('2026-05-03')
    expect(data.daily_volume.at(-1).date).toBe('2026-06-01')
    expect(data.daily_volume.reduce((total: number, point: Json) => total + cents(point.volume), 0)).toBe(cents(data.period_volume))
    expect(data.daily_volume.reduce((total: number, point: Json) => total + point.transactions, 0)).toBe(completed.length)

    expect(data.recent_transactions).toHaveLength(5)
    const newest = [...store.transactions.filter((tx) => tx.ownerId === 'usr_merchant')].sort((a, b) => b.created_at - a.created_at).slice(0, 5)
    expect(data.recent_transactions.map((tx: Json) => tx.id)).toEqual(newest.map((tx) => tx.id))
    expect(data.total_transactions).toBe(store.transactions.filter((tx) => tx.ownerId === 'usr_merchant').length)
    expect(data).toMatchObject({ integration_status: 'approved', subscription_active: true })

    const week = (await call('/dashboard/client-overview?days=7', { token: access })).body.data
    expect(week.daily_volume).toHaveLength(7)
    expect(week.period.days).toBe(7)
    expect((await call('/dashboard/client-overview?days=0', { token: access })).status).toBe(400)
    expect((await call('/dashboard/client-overview?days=366', { token: access })).status).toBe(400)

    const lapsed = await login('lapsed@paygrid.test')
    expect((await call('/dashboard/client-overview', { token: lapsed.access })).body.data).toMatchObject({ integration_status: 'pending', subscription_active: false })
    const plan = await login('plan@paygrid.test')
    expect((await call('/dashboard/client-overview', { token: plan.access })).body.data.integration_status).toBe('none')
  })

  it('follows the store: a completed payment today moves balance, volume and the last point', async () => {
    const { access } = await login('merchant@paygrid.test')
    const before = (await call('/dashboard/client-overview', { token: access })).body.data
    const pending = store.transactions.find((tx) => tx.ownerId === 'usr_merchant' && tx.status === 'PENDING')!
    pending.created_at = clock.now - 60_000
    await call(`/__sandbox/transactions/${pending.id}/status`, { body: { status: 'COMPLETED' } })
    const after = (await call('/dashboard/client-overview', { token: access })).body.data
    expect(cents(after.balance) - cents(before.balance)).toBe(settled(pending).net)
    expect(cents(after.period_volume) - cents(before.period_volume)).toBe(settled(pending).gross)
    expect(cents(after.daily_volume.at(-1).volume) - cents(before.daily_volume.at(-1).volume)).toBe(settled(pending).gross)
    expect(after.recent_transactions[0].id).toBe(pending.id)
  })

  it('computes the admin overview: totals, wallets, integrations, subscriptions by state and the daily series', async () => {
    const { access } = await login('admin@paygrid.test')
    const { data } = (await call('/dashboard/admin-overview', { token: access })).body
    const completed = store.transactions.filter((tx) => tx.status === 'COMPLETED')
    expect(cents(data.total_volume)).toBe(sum(completed, (tx) => settled(tx).gross))
    expect(cents(data.total_fees)).toBe(sum(completed, (tx) => settled(tx).fee))
    expect(data.total_wallets).toBe(47)
    expect(cents(data.total_wallet_balance)).toBe(store.wallets.reduce((total, w) => total + w.balance, 0))
    expect(cents(data.total_pending_balance)).toBe(store.wallets.reduce((total, w) => total + w.pending, 0))
    expect(cents(data.total_combined_balance)).toBe(cents(data.total_wallet_balance) + cents(data.total_pending_balance))
    expect(data.wallets_with_balance).toBe(store.wallets.filter((w) => w.balance > 0).length)
    expect(data.pending_integrations).toBe(store.integrations.filter((item) => item.is_pending).length)
    expect(data.integrations_by_state.pending + data.integrations_by_state.approved + data.integrations_by_state.rejected).toBe(store.integrations.length)
    const clients = store.users.filter((user) => user.is_client)
    const states = data.subscriptions_by_state
    expect(states.active + states.inactive + states.none).toBe(clients.length)
    expect(states.active).toBe(data.active_subscriptions)
    expect(states.inactive).toBeGreaterThan(0)
    expect(states.none).toBeGreaterThan(0)

    expect(data.daily_volume).toHaveLength(30)
    const from = Date.parse(data.period.from)
    const inPeriod = completed.filter((tx) => tx.created_at >= from)
    expect(data.daily_volume.reduce((total: number, point: Json) => total + cents(point.fees), 0)).toBe(sum(inPeriod, (tx) => settled(tx).fee))
    expect(cents(data.period_volume)).toBe(sum(inPeriod, (tx) => settled(tx).gross))
    expect(data.daily_volume.filter((point: Json) => point.transactions > 0).length).toBeGreaterThan(10)
    expect(data.recent_transactions).toHaveLength(5)

    const merchant = await login('merchant@paygrid.test')
    expect((await call('/dashboard/admin-overview', { token: merchant.access })).status).toBe(403)
    expect((await call('/dashboard/client-overview', { token: access })).status).toBe(403)
  })
})

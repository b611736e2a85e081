// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createStore, seedBaseDate } from '../../sandbox'
import { settled, startSandbox } from './support'

const { store, clock } = startSandbox()
const DAY = 24 * 60 * 60 * 1000

describe('sandbox seeds', () => {
  it('lie before the day of the store clock, whatever that day is', () => {
    const later = Date.UTC(2027, 0, 15, 18, 30)
    const moved = createStore({ now: () => later })
    const base = seedBaseDate(later)
    expect(base).toBe(Date.UTC(2027, 0, 15))
    expect(Math.max(...moved.transactions.map((tx) => tx.created_at))).toBeLessThan(base)
    expect(Math.max(...moved.transactions.map((tx) => tx.created_at))).toBeGreaterThan(base - 3 * DAY)
    // The same records (only dates move with the day); the same day gives identical data.
    expect(moved.transactions.map((tx) => tx.status).sort()).toEqual(store.transactions.map((tx) => tx.status).sort())
    expect(moved.paymentLinks.map((link) => link.id)).toEqual(store.paymentLinks.map((link) => link.id))
    const sameDay = createStore({ now: () => later + 60 * 60 * 1000 })
    expect(JSON.stringify(sameDay.transactions)).toBe(JSON.stringify(moved.transactions))
    expect(JSON.stringify(sameDay.integrations)).toBe(JSON.stringify(moved.integrations))
  })

  it('are the same history, to the cent of every settlement, whatever the calendar month of the seed day', () => {
    // Link expiries follow calendar months; the seeded payments and the daily rates they settle at must not.
    const relative = (now: number) => {
      const seeded = createStore({ now: () => now })
      const base = seedBaseDate(now)
      return {
        transactions: seeded.transactions.map((tx) => [tx.id, tx.created_at - base, tx.settlement!.gross, tx.settlement!.fee, tx.settlement!.rate?.rate ?? null, tx.settlement!.rate ? tx.settlement!.rate.as_of - base : null]),
        wallets: seeded.wallets.map((wallet) => [wallet.id, wallet.balance, wallet.pending]),
      }
    }
    const june = relative(Date.UTC(2026, 5, 1, 12))
    for (const day of [Date.UTC(2026, 1, 15, 9), Date.UTC(2026, 6, 31, 23), Date.UTC(2027, 2, 3, 1)]) expect(relative(day)).toEqual(june)
  })

  it('give the merchant a few dozen transactions over the last 60 days in every status and both methods', () => {
    const base = seedBaseDate(clock.now)
    const recent = store.transactions.filter((tx) => tx.ownerId === 'usr_merchant' && tx.created_at >= base - 60 * DAY)
    expect(recent.length).toBeGreaterThanOrEqual(40)
    expect(new Set(recent.map((tx) => tx.status))).toEqual(new Set(['COMPLETED', 'PENDING', 'FAILED', 'CANCELED', 'CANCELLED']))
    expect(new Set(recent.map((tx) => tx.payment_method))).toEqual(new Set(['card', 'crypto']))
    expect(new Set(recent.map((tx) => tx.currency))).toEqual(new Set(['USD', 'EUR']))
    expect(recent.some((tx) => tx.payment_link_id) && recent.some((tx) => !tx.payment_link_id)).toBe(true)
    expect(recent.every((tx) => tx.billing_info?.email === tx.customer_email)).toBe(true)
    const days = new Set(recent.map((tx) => Math.floor((base - tx.created_at) / DAY)))
    expect(days.size).toBeGreaterThanOrEqual(25)
    // Older history too, for the calculator's all-time figures.
    expect(store.transactions.some((tx) => tx.created_at < base - 90 * DAY)).toBe(true)
  })

  it('pay links only while they are open', () => {
    for (const tx of store.transactions.filter((item) => item.payment_link_id)) {
      const link = store.paymentLinks.find((item) => item.id === tx.payment_link_id)!
      expect(tx.created_at).toBeGreaterThanOrEqual(link.created_at)
      expect(tx.created_at).toBeLessThan(link.expire_at)
      expect(tx.gross).toBe(link.amount)
      expect(link.payment_method.split('/')).toContain(tx.payment_method)
    }
  })

  it('keep 47 client wallets, with balances equal to opening plus effects', () => {
    expect(store.wallets).toHaveLength(47)
    expect(store.wallets.every((wallet) => wallet.balance >= 0 && wallet.pending >= 0)).toBe(true)
    const merchant = store.wallets.find((wallet) => wallet.userId === 'usr_merchant')!
    const net = (status: string) => store.transactions.filter((tx) => tx.ownerId === 'usr_merchant' && tx.status === status).reduce((sum, tx) => sum + settled(tx).net, 0)
    const held = store.transfers.filter((t) => t.walletId === merchant.id && ['PENDING', 'PROCESSING', 'COMPLETED'].includes(t.status)).reduce((sum, t) => sum + t.amount, 0)
    expect(merchant.balance).toBe(125000 + net('COMPLETED') - held)
    expect(merchant.pending).toBe(net('PENDING'))
  })

  it('seed transfers in every status on the merchant wallet, integrations in every state, subscription history', () => {
    const merchant = store.wallets.find((wallet) => wallet.userId === 'usr_merchant')!
    expect(new Set(store.transfers.filter((t) => t.walletId === merchant.id).map((t) => t.status))).toEqual(new Set(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED']))
    const pending = store.integrations.filter((item) => item.is_pending)
    expect(pending.length).toBeGreaterThanOrEqual(5)
    expect(new Set(pending.map((item) => item.userId)).size).toBe(pending.length)
    expect(store.integrations.filter((item) => !item.is_pending && item.is_valid).length).toBeGreaterThanOrEqual(4)
    expect(store.integrations.some((item) => !item.is_pending && !item.is_valid)).toBe(true)
    expect(store.subscriptions.filter((sub) => sub.userId === 'usr_merchant')).toHaveLength(2)
    expect(store.subscriptions.some((sub) => sub.yearly) && store.subscriptions.some((sub) => sub.promo_code)).toBe(true)
  })
})

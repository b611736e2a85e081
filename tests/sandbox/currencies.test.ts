// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { store, clock } = startSandbox()

const DAY = 24 * 60 * 60 * 1000
const cents = (value: string) => Math.round(Number(value) * 100)
const money = (value: number) => (value / 100).toFixed(2)
const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0)
/** A rate string ("1.0850") in ten-thousandths. */
const tenThousandths = (rate: string) => Math.round(Number(rate) * 10000)
/** The test's own conversion: cents x rate, rounded to the cent, half away from zero. */
const convert = (amount: number, rate: number) => Math.floor((amount * rate + 5000) / 10000)

type Tx = Json

/** Every transaction of a list call, all pages. */
async function allTransactions(path: string, token: string): Promise<Tx[]> {
  const rows: Tx[] = []
  for (let page = 1; ; page++) {
    const body = (await call(`${path}?page_size=100&page=${page}`, { token })).body
    rows.push(...body.results)
    if (!body.pagination.has_next) return rows
  }
}

/** The test's own per-currency totals of serialized transactions: charged sums, settled sums and the rates behind them. */
function expectedTotals(txs: Tx[]) {
  const currencies = [...new Set(txs.map((tx) => tx.currency as string))].sort((a, b) => Number(b === 'USD') - Number(a === 'USD') || a.localeCompare(b))
  return currencies.map((currency) => {
    const group = txs.filter((tx) => tx.currency === currency)
    const rates = group.map((tx) => tx.settlement.exchange_rate).filter(Boolean)
    const settledGross = sum(group, (tx) => cents(tx.settlement.gross_amount))
    const chargedGross = sum(group, (tx) => cents(tx.gross_amount))
    return {
      currency,
      transactions: group.length,
      volume: money(chargedGross),
      fees: money(sum(group, (tx) => cents(tx.fee))),
      net: money(sum(group, (tx) => cents(tx.amount))),
      settled: {
        currency: 'USD',
        volume: money(settledGross),
        fees: money(sum(group, (tx) => cents(tx.settlement.fee))),
        net: money(sum(group, (tx) => cents(tx.settlement.amount))),
        exchange_rate: rates.length
          ? {
              from: currency,
              to: 'USD',
              rate: (Math.round((settledGross * 10000) / chargedGross) / 10000).toFixed(4),
              lowest: Math.min(...rates.map((rate: Json) => Number(rate.rate))).toFixed(4),
              highest: Math.max(...rates.map((rate: Json) => Number(rate.rate))).toFixed(4),
              source: 'Sandbox reference rate',
              transactions: rates.length,
            }
          : null,
      },
    }
  })
}

describe('sandbox currencies: USD and EUR charges settle into USD wallets, never added at face value', () => {
  it('records on every seeded transaction its settlement in USD; a EUR one at the fixing of its day, a USD one unconverted', async () => {
    const { access } = await login('admin@paygrid.test')
    const txs = await allTransactions('/transaction/admin/list', access)
    expect(txs).toHaveLength(store.transactions.length)
    const eur = txs.filter((tx) => tx.currency === 'EUR')
    const usd = txs.filter((tx) => tx.currency === 'USD')
    expect(eur.length).toBeGreaterThan(10)
    expect(usd.length).toBeGreaterThan(10)
    for (const tx of usd) {
      expect(tx.settlement).toEqual({ currency: 'USD', gross_amount: tx.gross_amount, fee: tx.fee, amount: tx.amount, exchange_rate: null })
    }
    const seen = new Set<string>()
    for (const tx of eur) {
      const { exchange_rate: rate, ...amounts } = tx.settlement
      expect(rate).toMatchObject({ from: 'EUR', to: 'USD', source: 'Sandbox reference rate' })
      // The fixing in force when the customer was charged: published at 00:00 UTC of that day.
      const created = Date.parse(tx.created_at)
      expect(Date.parse(rate.as_of)).toBeLessThanOrEqual(created)
      expect(Date.parse(rate.as_of)).toBeGreaterThan(created - DAY)
      expect(Number(rate.rate)).toBeGreaterThanOrEqual(1.083)
      expect(Number(rate.rate)).toBeLessThanOrEqual(1.087)
      const r = tenThousandths(rate.rate)
      expect(amounts).toEqual({
        currency: 'USD',
        gross_amount: money(convert(cents(tx.gross_amount), r)),
        fee: money(convert(cents(tx.fee), r)),
        amount: money(convert(cents(tx.gross_amount), r) - convert(cents(tx.fee), r)),
      })
      seen.add(rate.rate)
    }
    // Several days, several rates: the seeds are not one flat rate.
    expect(seen.size).toBeGreaterThan(3)
    // The demo EUR card link: 49.99 EUR on a day at 1.0850 would be 54.24 USD (54.23915 rounded half up).
    expect(convert(4999, 10850)).toBe(5424)
  })

  it('credits the merchant wallet with the converted nets: balance and pending are not the face-value sums', async () => {
    const { access } = await login('merchant@paygrid.test')
    const txs = await allTransactions('/transaction/list', access)
    const { data: wallet } = (await call('/wallet/my-wallet', { token: access })).body
    const transfers = (await call('/api/v1/wallet/transfers/?page_size=100', { token: access })).body.results
    const held = sum(transfers.filter((t: Json) => ['PENDING', 'PROCESSING', 'COMPLETED'].includes(t.status)), (t: Json) => cents(t.amount))
    expect(transfers.every((t: Json) => t.currency === 'USD')).toBe(true)
    const settledNet = (status: string) => sum(txs.filter((tx) => tx.status === status), (tx) => cents(tx.settlement.amount))
    const faceValueNet = (status: string) => sum(txs.filter((tx) => tx.status === status), (tx) => cents(tx.amount))
    expect(wallet.currency).toBe('USD')
    expect(cents(wallet.balance)).toBe(125000 + settledNet('COMPLETED') - held)
    expect(cents(wallet.pending_balance)).toBe(settledNet('PENDING'))
    expect(cents(wallet.combined_balance)).toBe(cents(wallet.balance) + cents(wallet.pending_balance))
    expect(cents(wallet.balance)).not.toBe(125000 + faceValueNet('COMPLETED') - held)
    // The rates behind the converted credits, pending and completed.
    const credited = txs.filter((tx) => tx.status === 'PENDING' || tx.status === 'COMPLETED')
    expect(wallet.exchange_rates).toEqual(expectedTotals(credited).flatMap((entry) => (entry.settled.exchange_rate ? [entry.settled.exchange_rate] : [])))
    expect(wallet.exchange_rates).toHaveLength(1)

    const overview = (await call('/api/v1/wallet/overview/', { token: access })).body
    expect(cents(overview.total_received)).toBe(settledNet('COMPLETED'))
  })

  it("computes the merchant's overview per currency and in settled USD, with the rates named", async () => {
    const { access } = await login('merchant@paygrid.test')
    const txs = await allTransactions('/transaction/list', access)
    const { data } = (await call('/dashboard/client-overview', { token: access })).body
    const from = Date.parse(data.period.from)
    const completed = txs.filter((tx) => tx.status === 'COMPLETED')
    const inPeriod = completed.filter((tx) => Date.parse(tx.created_at) >= from)

    expect(data.period_by_currency).toEqual(expectedTotals(inPeriod))
    expect(data.period_by_currency.map((entry: Json) => entry.currency)).toEqual(['USD', 'EUR'])
    expect(data.total_by_currency).toEqual(expectedTotals(completed))
    expect(data.currency).toBe('USD')
    expect(cents(data.period_volume)).toBe(sum(inPeriod, (tx) => cents(tx.settlement.gross_amount)))
    expect(cents(data.period_fees)).toBe(sum(inPeriod, (tx) => cents(tx.settlement.fee)))
    expect(cents(data.period_net)).toBe(sum(inPeriod, (tx) => cents(tx.settlement.amount)))
    expect(cents(data.total_volume)).toBe(sum(completed, (tx) => cents(tx.settlement.amount)))
    // The settled total is the USD entry plus the EUR entry as converted, never EUR at face value.
    const [usd, eur] = data.period_by_currency
    expect(cents(data.period_volume)).toBe(cents(usd.volume) + cents(eur.settled.volume))
    expect(cents(data.period_volume)).not.toBe(cents(usd.volume) + cents(eur.volume))
    expect(sum(data.daily_volume, (point: Json) => cents(point.volume))).toBe(cents(data.period_volume))
    expect(sum(data.daily_volume, (point: Json) => cents(point.net))).toBe(cents(data.period_net))
    expect(data.wallet_exchange_rates).toEqual((await call('/wallet/my-wallet', { token: access })).body.data.exchange_rates)
  })

  it("computes the admin's overview, calculator and wallet statistics per currency and in settled USD; subscriptions in euro", async () => {
    const { access } = await login('admin@paygrid.test')
    const txs = await allTransactions('/transaction/admin/list', access)
    const completed = txs.filter((tx) => tx.status === 'COMPLETED')
    const credited = txs.filter((tx) => tx.status === 'PENDING' || tx.status === 'COMPLETED')
    const rates = (list: Tx[]) => expectedTotals(list).flatMap((entry) => (entry.settled.exchange_rate ? [entry.settled.exchange_rate] : []))

    const { data } = (await call('/dashboard/admin-overview', { token: access })).body
    const inPeriod = completed.filter((tx) => Date.parse(tx.created_at) >= Date.parse(data.period.from))
    expect(data.currency).toBe('USD')
    expect(data.total_by_currency).toEqual(expectedTotals(completed))
    expect(data.period_by_currency).toEqual(expectedTotals(inPeriod))
    expect(cents(data.total_volume)).toBe(sum(completed, (tx) => cents(tx.settlement.gross_amount)))
    expect(cents(data.total_fees)).toBe(sum(completed, (tx) => cents(tx.settlement.fee)))
    expect(data.wallet_exchange_rates).toEqual(rates(credited))
    expect(data.subscription_revenue).toEqual({ currency: 'EUR', amount_charged: money(sum(store.subscriptions, (item) => item.amount_charged)), subscriptions: store.subscriptions.length })

    const calculation = (await call('/transaction/admin/calculate-transactions/', { token: access })).body.calculation
    expect(calculation.currency).toBe('USD')
    expect(calculation.by_currency).toEqual(expectedTotals(completed))
    expect(cents(calculation.amounts.total_gross_amount)).toBe(sum(completed, (tx) => cents(tx.settlement.gross_amount)))
    expect(cents(calculation.amounts.total_amount)).toBe(sum(completed, (tx) => cents(tx.settlement.amount)))
    expect(cents(calculation.amounts.total_paygrid_fees)).toBe(sum(completed, (tx) => cents(tx.settlement.fee)))
    expect(cents(calculation.amounts.total_from_amount)).toBe(cents(calculation.amounts.total_gross_amount))
    const from = '2026-05-01T00:00:00.000Z'
    const may = (await call(`/transaction/admin/calculate-transactions/?from_date=${from}`, { token: access })).body.calculation
    expect(may.by_currency).toEqual(expectedTotals(completed.filter((tx) => tx.created_at >= from)))

    const wallets = (await call('/wallet/admin-wallet-balances?page_size=100', { token: access })).body
    expect(wallets.statistics.currency).toBe('USD')
    expect(wallets.data.every((wallet: Json) => wallet.currency === 'USD')).toBe(true)
    expect(wallets.statistics.exchange_rates).toEqual(rates(credited))
    expect(cents(wallets.statistics.total_balance)).toBe(sum(store.wallets, (wallet) => wallet.balance))
    const merchant = (await call('/wallet/admin-wallet-balances?search=merchant@', { token: access })).body
    expect(merchant.statistics.exchange_rates).toEqual(rates(credited.filter((tx) => tx.merchant.email === 'merchant@paygrid.test')))

    const subscriptions = (await call('/subscription/admin/list?page_size=5&plan=starter', { token: access })).body
    const starter = store.subscriptions.filter((item) => item.plan === 'starter')
    expect(subscriptions.results).toHaveLength(5)
    expect(subscriptions.totals).toEqual({ currency: 'EUR', amount_charged: money(sum(starter, (item) => item.amount_charged)), subscriptions: starter.length })
  })

  it('keeps the rate recorded on a transaction when a new rate is published; new EUR charges settle at the new one', async () => {
    const merchant = await login('merchant@paygrid.test')
    const admin = await login('admin@paygrid.test')
    const charge = (amount: string, currency: string) =>
      call('/api/v1/transaction/', { token: merchant.access, body: { amount, currency, payment_method: 'card', customer_email: 'c@example.com' } })
    const before = (await charge('100.00', 'EUR')).body
    expect(before.settlement).toMatchObject({ gross_amount: '108.50', fee: '2.71', amount: '105.79', exchange_rate: { rate: '1.0850', as_of: new Date(Date.UTC(2026, 5, 1)).toISOString() } })

    clock.now += 60_000
    const published = await call('/__sandbox/exchange-rate', { body: { from: 'EUR', rate: '1.1' } })
    expect(published).toMatchObject({ status: 200, body: { from: 'EUR', to: 'USD', rate: '1.1000', as_of: new Date(clock.now).toISOString() } })
    expect((await call('/__sandbox/exchange-rate', { body: { from: 'USD', rate: '1.1' } })).status).toBe(400)
    expect((await call('/__sandbox/exchange-rate', { body: { from: 'EUR', rate: '-1' } })).status).toBe(400)

    const after = (await charge('100.00', 'EUR')).body
    expect(after.settlement).toMatchObject({ gross_amount: '110.00', fee: '2.75', amount: '107.25', exchange_rate: { rate: '1.1000' } })
    expect((await call(`/api/v1/transaction/${before.id}/`, { token: merchant.access })).body.settlement).toEqual(before.settlement)

    // Completing both credits the balance with their converted nets; changing a charge's currency settles it again at its own day's rate.
    const wallet = store.wallets.find((item) => item.userId === 'usr_merchant')!
    const balance = wallet.balance
    for (const id of [before.id, after.id]) await call(`/__sandbox/transactions/${id}/status`, { body: { status: 'COMPLETED' } })
    expect(wallet.balance - balance).toBe(10579 + 10725)
    const usd = (await call(`/api/v1/transaction/${before.id}/`, { method: 'PATCH', token: admin.access, body: { currency: 'USD' } })).body
    expect(usd.settlement).toEqual({ currency: 'USD', gross_amount: '100.00', fee: '2.50', amount: '97.50', exchange_rate: null })
    expect(wallet.balance - balance).toBe(9750 + 10725)
  })

  it('pays out only in the wallet currency: a payout asking for EUR is refused', async () => {
    const { access } = await login('merchant@paygrid.test')
    const refused = await call('/api/v1/wallet/transfers/', { token: access, body: { amount: '10.00', currency: 'EUR', destination: '0xabc' } })
    expect(refused).toMatchObject({ status: 400, body: { message: "currency must be the wallet's currency (USD)." } })
    const accepted = await call('/api/v1/wallet/transfers/', { token: access, body: { amount: '10.00', currency: 'USD', destination: '0xabc' } })
    expect(accepted).toMatchObject({ status: 201, body: { amount: '10.00', currency: 'USD' } })
    const patched = await call(`/api/v1/wallet/transfers/${accepted.body.id}/`, { method: 'PATCH', token: access, body: { currency: 'EUR' } })
    expect(patched.status).toBe(400)

    const staff = await login('staff@paygrid.test')
    const wallet = store.wallets.find((item) => item.userId === 'usr_merchant')!
    const payout = await call('/wallet/admin/transfer-funds', { token: staff.access, body: { wallet_id: wallet.id, amount: '12.34', destination: '0xabc' } })
    expect(payout).toMatchObject({ status: 201, body: { data: { amount: '12.34', currency: 'USD' } } })
  })
})

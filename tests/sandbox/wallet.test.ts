// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox, type Json } from './support'

const { store } = startSandbox()

const cents = (value: string) => Math.round(Number(value) * 100)
const merchantWallet = () => store.wallets.find((wallet) => wallet.userId === 'usr_merchant')!

describe('sandbox wallets and transfers', () => {
  it("gives the client its wallet: balance, pending and combined", async () => {
    const { access } = await login('merchant@paygrid.test')
    const { data } = (await call('/wallet/my-wallet', { token: access })).body
    const wallet = merchantWallet()
    expect(data).toMatchObject({ wallet_id: wallet.id, currency: 'USD' })
    expect(cents(data.balance)).toBe(wallet.balance)
    expect(cents(data.pending_balance)).toBe(wallet.pending)
    expect(cents(data.combined_balance)).toBe(wallet.balance + wallet.pending)
    expect(wallet.balance).toBeGreaterThan(0)
    expect(wallet.pending).toBeGreaterThan(0)
  })

  it("lists the client's transfers, filtered by wallet, status and search, with the wallet's owner", async () => {
    const { access } = await login('merchant@paygrid.test')
    const list = async (query = '') => (await call(`/api/v1/wallet/transfers/?page_size=50${query}`, { token: access })).body
    const own = await list()
    const mine = store.transfers.filter((t) => t.walletId === merchantWallet().id)
    expect(own.pagination.total_items).toBe(mine.length)
    expect(new Set(own.results.map((t: Json) => t.status))).toEqual(new Set(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED']))
    expect(own.results[0].wallet_owner).toMatchObject({ id: 'usr_merchant', email: 'merchant@paygrid.test', first_name: 'Maya' })
    expect(own.results.map((t: Json) => t.created_at)).toEqual(own.results.map((t: Json) => t.created_at).sort().reverse())
    expect((await list(`&wallet_id=${merchantWallet().id}`)).results).toHaveLength(mine.length)
    expect((await list('&status=PENDING')).results.map((t: Json) => t.id)).toEqual(['tr_seed02'])
    expect((await list('&search=IBAN%20FR')).results.map((t: Json) => t.id)).toEqual(['tr_seed04'])
    // Another wallet's transfers stay invisible to a client.
    const other = store.wallets.find((wallet) => wallet.userId === 'usr_reviewer')!.id
    expect((await list(`&wallet_id=${other}`)).results).toEqual([])
    const paged = (await call('/api/v1/wallet/transfers/?page=2&page_size=2', { token: access })).body
    expect(paged.pagination).toMatchObject({ current_page: 2, page_size: 2, total_items: mine.length, has_previous: true })
    expect(paged.results.map((t: Json) => t.id)).toEqual(own.results.slice(2, 4).map((t: Json) => t.id))

    const staff = await login('staff@paygrid.test')
    const all = (await call('/api/v1/wallet/transfers/?page_size=100', { token: staff.access })).body
    expect(all.pagination.total_items).toBe(store.transfers.length)
    expect((await call(`/api/v1/wallet/transfers/?wallet_id=${other}`, { token: staff.access })).body.results.map((t: Json) => t.id)).toEqual(['tr_seed03'])
    expect((await call('/api/v1/wallet/transfers/?search=rita', { token: staff.access })).body.results.map((t: Json) => t.id)).toEqual(['tr_seed03'])
  })

  it('cancels only a PENDING transfer, giving the amount back; others are 400', async () => {
    const { access } = await login('merchant@paygrid.test')
    const before = merchantWallet().balance
    const cancelled = await call('/api/v1/wallet/transfers/tr_seed02/cancel/', { method: 'POST', token: access })
    expect(cancelled).toMatchObject({ status: 200, body: { id: 'tr_seed02', status: 'CANCELLED' } })
    expect(merchantWallet().balance).toBe(before + 15000)
    for (const [id, status] of [['tr_seed02', 'CANCELLED'], ['tr_seed04', 'PROCESSING'], ['tr_seed01', 'COMPLETED'], ['tr_seed06', 'FAILED']]) {
      expect(await call(`/api/v1/wallet/transfers/${id}/cancel/`, { method: 'POST', token: access })).toMatchObject({
        status: 400,
        body: { message: `Only a PENDING transfer can be cancelled; this one is ${status}.` },
      })
    }
    expect(merchantWallet().balance).toBe(before + 15000)
    // Another client's transfer is not found for this client.
    const reviewer = await login('reviewer@paygrid.test')
    expect((await call('/api/v1/wallet/transfers/tr_seed04/cancel/', { method: 'POST', token: reviewer.access })).status).toBe(404)
  })

  it('lets staff and admins look up client wallets by e-mail, name or wallet id, paged', async () => {
    const staff = await login('staff@paygrid.test')
    const find = async (query: string, token = staff.access) => (await call(`/wallet/admin/client-wallets?${query}`, { token })).body
    const all = await find('')
    expect(all.pagination).toMatchObject({ total_items: 47, page_size: 20, total_pages: 3 })
    const emails = all.results.map((w: Json) => w.user.email)
    expect(emails).toEqual([...emails].sort())
    expect((await find('search=merchant@')).results.map((w: Json) => w.user.email)).toEqual(['merchant@paygrid.test'])
    expect((await find('search=rita%20reviewer')).results.map((w: Json) => w.user.email)).toEqual(['reviewer@paygrid.test'])
    const wallet = merchantWallet()
    const byId = (await find(`search=${wallet.id.slice(4, 14)}`)).results
    expect(byId).toHaveLength(1)
    expect(byId[0]).toMatchObject({ wallet_id: wallet.id, balance: (wallet.balance / 100).toFixed(2), user: { id: 'usr_merchant' } })
    const admin = await login('admin@paygrid.test')
    expect((await find('search=merchant@', admin.access)).results).toHaveLength(1)
    const client = await login('merchant@paygrid.test')
    expect((await call('/wallet/admin/client-wallets', { token: client.access })).status).toBe(403)
  })

  it('transfers funds (staff): checks the amount against the balance, debits it and records a PENDING transfer', async () => {
    const staff = await login('staff@paygrid.test')
    const wallet = merchantWallet()
    const send = (body: Json) => call('/wallet/admin/transfer-funds', { token: staff.access, body })
    const valid = { wallet_id: wallet.id, amount: '100.50', destination: '0xabc', note: 'Weekly payout' }
    const balance = (wallet.balance / 100).toFixed(2)
    const cases: [Json, number, string][] = [
      [{ ...valid, wallet_id: '' }, 400, 'Wallet is required.'],
      [{ ...valid, wallet_id: 'wal_nope' }, 404, 'Wallet not found.'],
      [{ ...valid, amount: '' }, 400, 'Amount is required.'],
      [{ ...valid, amount: 'ten' }, 400, 'Amount must be a number with at most two decimals.'],
      [{ ...valid, amount: '1.234' }, 400, 'Amount must be a number with at most two decimals.'],
      [{ ...valid, amount: '0' }, 400, 'Amount must be greater than 0.'],
      [{ ...valid, amount: '-5' }, 400, 'Amount must be greater than 0.'],
      [{ ...valid, amount: ((wallet.balance + 1) / 100).toFixed(2) }, 400, `Amount exceeds the wallet's available balance of ${balance} USD.`],
      [{ ...valid, destination: ' ' }, 400, 'Destination is required.'],
      [{ ...valid, destination: 'd'.repeat(256) }, 400, 'Destination must be at most 255 characters.'],
      [{ ...valid, note: 'n'.repeat(501) }, 400, 'Note must be at most 500 characters.'],
    ]
    const before = wallet.balance
    for (const [body, status, message] of cases) expect(await send(body)).toMatchObject({ status, body: { message } })
    expect(wallet.balance).toBe(before)

    const created = await send(valid)
    expect(created).toMatchObject({ status: 201, body: { message: 'Funds transferred successfully.', data: { status: 'PENDING', amount: '100.50', destination: '0xabc', note: 'Weekly payout', created_by: 'staff@paygrid.test', wallet_id: wallet.id } } })
    expect(wallet.balance).toBe(before - 10050)
    // The whole balance can go; one cent more cannot.
    expect((await send({ ...valid, amount: (wallet.balance / 100).toFixed(2), note: null })).status).toBe(201)
    expect(wallet.balance).toBe(0)
    expect((await send({ ...valid, amount: '0.01' })).body.message).toBe("Amount exceeds the wallet's available balance of 0.00 USD.")

    // Visible in the generic transfers API, to staff and to the wallet's owner; staff move it on.
    const listed = (await call(`/api/v1/wallet/transfers/?wallet_id=${wallet.id}&status=PENDING`, { token: staff.access })).body.results.map((t: Json) => t.id)
    expect(listed).toContain(created.body.data.id)
    const merchant = await login('merchant@paygrid.test')
    expect((await call(`/api/v1/wallet/transfers/${created.body.data.id}/`, { token: merchant.access })).body.wallet_owner.email).toBe('merchant@paygrid.test')
    const failed = await call(`/api/v1/wallet/transfers/${created.body.data.id}/update-status/`, { method: 'PATCH', token: staff.access, body: { status: 'FAILED', reason: 'Bounced' } })
    expect(failed.body).toMatchObject({ status: 'FAILED', note: 'Bounced' })
    expect(wallet.balance).toBe(10050)

    const admin = await login('admin@paygrid.test')
    expect((await call('/wallet/admin/transfer-funds', { token: admin.access, body: valid })).status).toBe(403)
    expect((await call('/wallet/admin/transfer-funds', { token: merchant.access, body: valid })).status).toBe(403)
  })
})

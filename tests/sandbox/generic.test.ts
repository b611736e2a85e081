// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, login, startSandbox } from './support'

const { store } = startSandbox()

describe('sandbox generic /api/v1 API', () => {
  it('logs in, reads the user and logs out everywhere', async () => {
    const res = await call('/api/v1/auth/login/', { body: { email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' } })
    expect(res.status).toBe(200)
    const other = await login('merchant@paygrid.test')
    expect((await call('/api/v1/users/me/', { token: res.body.access })).body.email).toBe('merchant@paygrid.test')
    expect((await call('/api/v1/test/', { token: res.body.access })).body).toEqual({ message: 'ok', email: 'merchant@paygrid.test' })
    expect((await call('/api/v1/auth/logoutall/', { method: 'POST', token: res.body.access })).status).toBe(204)
    expect((await call('/auth/me', { token: other.access })).body.message).toBe('Invalid token')
  })

  it('reserves a transfer on the balance and gives it back on cancel; staff move statuses', async () => {
    const { access } = await login('merchant@paygrid.test')
    const before = (await call('/api/v1/wallet/', { token: access })).body
    const created = await call('/api/v1/wallet/transfers/', { token: access, body: { amount: '100.00', destination: '0xabc' } })
    expect(created).toMatchObject({ status: 201, body: { status: 'PENDING', amount: '100.00' } })
    const during = (await call('/api/v1/wallet/', { token: access })).body
    expect(Number(before.balance) - Number(during.balance)).toBeCloseTo(100)
    const cancelled = await call(`/api/v1/wallet/transfers/${created.body.id}/cancel/`, { method: 'POST', token: access })
    expect(cancelled.body.status).toBe('CANCELLED')
    expect((await call('/api/v1/wallet/', { token: access })).body.balance).toBe(before.balance)
    expect((await call('/api/v1/wallet/transfers/', { token: access, body: { amount: '999999.00', destination: 'x' } })).status).toBe(400)

    const again = await call('/api/v1/wallet/transfers/', { token: access, body: { amount: '10.00', destination: '0xabc' } })
    expect((await call(`/api/v1/wallet/transfers/${again.body.id}/update-status/`, { method: 'PATCH', token: access, body: { status: 'COMPLETED' } })).status).toBe(403)
    const staff = await login('staff@paygrid.test')
    const moved = await call(`/api/v1/wallet/transfers/${again.body.id}/update-status/?notify=true`, { method: 'PATCH', token: staff.access, body: { status: 'PROCESSING' } })
    expect(moved.body.status).toBe('PROCESSING')
    const bad = await call(`/api/v1/wallet/transfers/${again.body.id}/update-status/`, { method: 'PATCH', token: staff.access, body: { status: 'PENDING' } })
    expect(bad.status).toBe(400)
    const overview = (await call('/api/v1/wallet/overview/', { token: access })).body
    expect(overview.pending_transfers).toBeGreaterThanOrEqual(1)
  })

  it('creates, updates and deletes transactions with wallet effects', async () => {
    const merchant = await login('merchant@paygrid.test')
    const created = await call('/api/v1/transaction/', { token: merchant.access, body: { amount: '200.00', currency: 'USD', payment_method: 'card', customer_email: 'c@example.com' } })
    expect(created.body).toMatchObject({ status: 'PENDING', gross_amount: '200.00', fee: '5.00', amount: '195.00' })
    const wallet = store.wallets.find((w) => w.userId === 'usr_merchant')!
    const balance = wallet.balance
    const admin = await login('admin@paygrid.test')
    const patched = await call(`/api/v1/transaction/${created.body.id}/`, { method: 'PATCH', token: admin.access, body: { status: 'COMPLETED' } })
    expect(patched.body.status).toBe('COMPLETED')
    expect(wallet.balance - balance).toBe(19500)
    expect((await call(`/api/v1/transaction/${created.body.id}/`, { method: 'DELETE', token: merchant.access })).status).toBe(403)
    expect((await call(`/api/v1/transaction/${created.body.id}/`, { method: 'DELETE', token: admin.access })).status).toBe(204)
    expect(wallet.balance).toBe(balance)
    const list = await call('/api/v1/transaction/?ordering=amount&page_size=5', { token: merchant.access })
    const amounts = list.body.results.map((tx: { gross_amount: string }) => Number(tx.gross_amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  })
})

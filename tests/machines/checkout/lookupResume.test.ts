// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { lookupResume } from '../../../src/machines/checkout/wiring'
import { createPendingTransactionStore, PENDING_TRANSACTION_TTL_MS, type PendingTransaction } from '../../../src/machines/checkout/pendingTransactionStore'
import { addTransaction } from '../../../sandbox/ledger'
import type { TransactionStatus } from '../../../sandbox/store'
import { apiBase } from '../../../src/api/client'
import { useSandbox } from '../../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper, not a React hook
const { server, store: sandbox } = useSandbox()

const LINK = 'demo-crypto'
const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A crypto transaction of demo-crypto the sandbox knows, in `status`, last changed at `updatedAt`. */
function serverTransaction(id: string, status: TransactionStatus, updatedAt = Date.now()) {
  addTransaction(sandbox, { id, ownerId: 'usr_merchant', gross: 2500, fee: 0, currency: 'USD', status, payment_method: 'crypto', customer_email: 'a@example.com', billing_info: null, payment_link_id: LINK, address, created_at: updatedAt, updated_at: updatedAt }, updatedAt)
}
const record = (id: string, age = 0): PendingTransaction => ({ transaction_id: id, address, qrcode_url: null, status: 'PENDING', payment_amt: 25, payment_method: 'crypto', payment_link_id: LINK, timestamp: Date.now() - age })
const statusCalls = () => {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes('/transaction/status/')) calls.push(new URL(request.url).pathname.split('/').at(-1)!)
  })
  return calls
}
const signal = () => new AbortController().signal

afterEach(() => {
  localStorage.clear()
  server.events.removeAllListeners()
})

describe('lookupResume: the server decides how an opened checkout resumes (issue 19)', () => {
  it('a completed transaction in the URL shows its outcome, whatever the record\'s age (long expired, or cleaned away)', async () => {
    const store = createPendingTransactionStore()
    serverTransaction('PAIDONE', 'COMPLETED', Date.parse('2026-11-20T10:00:00Z'))
    store.save(record('PAIDONE', PENDING_TRANSACTION_TTL_MS + 60 * 60_000))
    const resume = await lookupResume(store, LINK, 'PAIDONE', signal())
    expect(resume).toEqual({
      kind: 'outcome',
      outcome: { kind: 'completed', cancelled: false, transactionId: 'PAIDONE', amount: '25.00', currency: 'USD', paymentMethod: 'crypto', endedAt: '2026-11-20T10:00:00.000Z' },
    })
    // Without any record at all (another device, storage cleared) the same.
    expect(await lookupResume(createPendingTransactionStore(), LINK, 'PAIDONE', signal())).toMatchObject({ kind: 'outcome', outcome: { kind: 'completed' } })
  })

  it('a failed or cancelled one shows the failed outcome; its live record is cleared', async () => {
    const store = createPendingTransactionStore()
    serverTransaction('FAILEDONE', 'FAILED')
    serverTransaction('CANCELONE', 'CANCELLED')
    store.save(record('FAILEDONE'))
    expect(await lookupResume(store, LINK, 'FAILEDONE', signal())).toMatchObject({ kind: 'outcome', outcome: { kind: 'failed', cancelled: false } })
    expect(store.get('FAILEDONE')).toBeNull()
    expect(await lookupResume(store, LINK, 'CANCELONE', signal())).toMatchObject({ kind: 'outcome', outcome: { kind: 'failed', cancelled: true } })
  })

  it('a stored record without an id in the URL (a second tab, the link opened again) also ends at the outcome', async () => {
    const store = createPendingTransactionStore()
    serverTransaction('TABTWO', 'COMPLETED')
    store.save(record('TABTWO'))
    expect(await lookupResume(store, LINK, null, signal())).toMatchObject({ kind: 'outcome', outcome: { transactionId: 'TABTWO', kind: 'completed' } })
  })

  it('a pending one resumes a live record; without one (older than 2 hours, or never stored here) its session has expired (SPEC §8)', async () => {
    const store = createPendingTransactionStore()
    serverTransaction('WAITING', 'PENDING')
    store.save(record('WAITING'))
    expect(await lookupResume(store, LINK, 'WAITING', signal())).toMatchObject({ kind: 'record', record: { transaction_id: 'WAITING' } })
    serverTransaction('STALE', 'PENDING')
    store.save(record('STALE', PENDING_TRANSACTION_TTL_MS + 60_000))
    expect(await lookupResume(store, LINK, 'STALE', signal())).toEqual({ kind: 'expired' })
    expect(await lookupResume(store, LINK, 'WAITING2', signal())).toEqual({ kind: 'expired' })
  })

  it('asks the server only when there is a transaction to ask about', async () => {
    const calls = statusCalls()
    expect(await lookupResume(createPendingTransactionStore(), LINK, null, signal())).toEqual({ kind: 'none' })
    expect(calls).toEqual([])
  })

  it('a transaction of another link is not this checkout\'s: it starts afresh', async () => {
    serverTransaction('OTHER', 'COMPLETED')
    sandbox.transactions.find((t) => t.id === 'OTHER')!.payment_link_id = 'demo-card'
    expect(await lookupResume(createPendingTransactionStore(), LINK, 'OTHER', signal())).toEqual({ kind: 'none' })
  })

  it('when the server cannot answer: a live record is resumed, otherwise the load fails (Try Again), never "expired"', async () => {
    const store = createPendingTransactionStore()
    server.use(http.get(`${apiBase}/transaction/status/:id`, () => HttpResponse.json({ message: 'Upstream unavailable' }, { status: 503 })))
    store.save(record('LIVE'))
    expect(await lookupResume(store, LINK, 'LIVE', signal())).toMatchObject({ kind: 'record' })
    await expect(lookupResume(store, LINK, 'NORECORD', signal())).rejects.toMatchObject({ status: 503 })
    server.use(http.get(`${apiBase}/transaction/status/:id`, () => HttpResponse.error()))
    expect(await lookupResume(store, LINK, 'LIVE', signal())).toMatchObject({ kind: 'record' })
    await expect(lookupResume(store, LINK, 'NORECORD', signal())).rejects.toThrow(/Failed to check the payment status/)
  })

  it('an id the server does not know: the record is dropped; expired with the id in the URL, afresh without', async () => {
    const store = createPendingTransactionStore()
    store.save(record('GHOST'))
    expect(await lookupResume(store, LINK, 'GHOST', signal())).toEqual({ kind: 'expired' })
    expect(store.get('GHOST')).toBeNull()
    store.save(record('GHOST2'))
    expect(await lookupResume(store, LINK, null, signal())).toEqual({ kind: 'none' })
  })
})

import { describe, expect, it } from 'vitest'
import { createPendingTransactionStore, PENDING_TRANSACTION_PREFIX, PENDING_TRANSACTION_TTL_MS, type PendingTransaction } from '../../../src/machines/checkout/pendingTransactionStore'

const record = (over: Partial<PendingTransaction> = {}): PendingTransaction => ({
  transaction_id: '101',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  qrcode_url: null,
  status: 'PENDING',
  payment_amt: 25,
  payment_method: 'crypto',
  payment_link_id: 'demo-crypto',
  timestamp: 1_000_000,
  ...over,
})

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}

describe('pendingTransactionStore', () => {
  it('saves, finds by transaction and by link, updates the status and removes', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    const store = createPendingTransactionStore(() => storage, () => now)
    expect(store.save(record())).toBe(true)
    expect(store.get('101')).toEqual(record())
    expect(store.findByLink('demo-crypto')?.transaction_id).toBe('101')
    store.updateStatus('101', 'created')
    expect(store.get('101')?.status).toBe('created')
    expect(store.lookup('demo-crypto', '101')).toEqual({ kind: 'record', record: record({ status: 'created' }) })
    expect(store.lookup('demo-crypto', null).kind).toBe('record')
    now += 1000
    store.remove('101')
    expect(store.get('101')).toBeNull()
  })

  it('expires records after 2 hours, cleans them at load and reports the resume as expired', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    const store = createPendingTransactionStore(() => storage, () => now)
    store.save(record())
    now += PENDING_TRANSACTION_TTL_MS + 1
    expect(store.lookup('demo-crypto', '101')).toEqual({ kind: 'expired' })
    expect(storage.length).toBe(0)
    // Already cleaned by an earlier load: still cannot be resumed.
    expect(store.lookup('demo-crypto', '101')).toEqual({ kind: 'expired' })
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'none' })
  })

  it('ignores and removes tampered or malformed records', () => {
    const storage = memoryStorage()
    const store = createPendingTransactionStore(() => storage, () => 1_000_000)
    storage.setItem(`${PENDING_TRANSACTION_PREFIX}101`, '{"transaction_id":"101","payment_amt":"lots"')
    expect(store.lookup('demo-crypto', '101')).toEqual({ kind: 'none' })
    storage.setItem(`${PENDING_TRANSACTION_PREFIX}102`, JSON.stringify({ ...record({ transaction_id: '102' }), payment_method: 'cash' }))
    storage.setItem(`${PENDING_TRANSACTION_PREFIX}103`, JSON.stringify(record({ transaction_id: '999' })))
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'none' })
    expect(storage.length).toBe(0)
    // A record of another link is not resumed for this one.
    store.save(record({ payment_link_id: 'demo-both' }))
    expect(store.lookup('demo-crypto', '101')).toEqual({ kind: 'none' })
  })

  it('remembers a running creation task per link for 5 minutes, unless a record exists', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    const store = createPendingTransactionStore(() => storage, () => now)
    const task = { payment_link_id: 'demo-crypto', task_id: 'task_abc-1', payment_method: 'crypto' as const, timestamp: now }
    expect(store.saveTask(task)).toBe(true)
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'task', task })
    expect(store.lookup('demo-both', null)).toEqual({ kind: 'none' })
    store.save(record())
    expect(store.lookup('demo-crypto', null).kind).toBe('record')
    store.remove('101')
    now += 5 * 60 * 1000 + 1
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'none' })
    expect(storage.length).toBe(0)
    store.saveTask({ ...task, timestamp: now })
    store.removeTask('demo-crypto')
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'none' })
    storage.setItem('paygrid.pendingTask.demo-crypto', '{"task_id":null}')
    expect(store.lookup('demo-crypto', null)).toEqual({ kind: 'none' })
  })

  it('never throws when the storage is full, missing or throwing', () => {
    const throwing = new Proxy(memoryStorage(), {
      get() {
        throw new DOMException('QuotaExceededError')
      },
    })
    for (const store of [createPendingTransactionStore(() => throwing), createPendingTransactionStore(() => null), createPendingTransactionStore(() => { throw new Error('SecurityError') })]) {
      expect(store.save(record())).toBe(false)
      expect(store.get('101')).toBeNull()
      expect(() => store.updateStatus('101', 'x')).not.toThrow()
      expect(() => store.remove('101')).not.toThrow()
      expect(store.cleanExpired()).toEqual([])
      expect(['expired', 'none']).toContain(store.lookup('demo-crypto', '101').kind)
    }
  })
})

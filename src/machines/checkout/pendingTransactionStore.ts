import type { PaymentMethod } from '../../domain/paymentMethods'
import { parseConversion, type Conversion, type PaymentOutcome } from '../../domain/paymentOutcome'

/**
 * The locally stored pending transaction (SPEC §3), for resuming a checkout after a reload,
 * a crash or a second tab. One key per transaction. Every access is throw-safe: a full,
 * disabled or throwing storage only loses the resume. Records older than 2 hours expire
 * (SPEC §9); malformed or tampered records are ignored and removed.
 */
export interface PendingTransaction {
  transaction_id: string
  address: string | null
  qrcode_url: string | null
  status: string
  payment_amt: number
  payment_method: PaymentMethod
  payment_link_id: string
  timestamp: number
  /** Card only (not in the SPEC's list): the provider page, so a resumed card checkout can continue. */
  redirect_url?: string | null
  /** Crypto of a EUR link (not in the SPEC's list): the conversion behind `payment_amt`, so a resumed page still names it. */
  exchange_rate?: Conversion | null
}

export const PENDING_TRANSACTION_PREFIX = 'paygrid.pendingTransaction.'
export const PENDING_TRANSACTION_TTL_MS = 2 * 60 * 60 * 1000

const ID = /^[A-Za-z0-9_-]{1,64}$/

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}

/** The record when `value` is a well-formed one, else null. */
export function parsePendingTransaction(value: unknown): PendingTransaction | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const r = value as Record<string, unknown>
  if (typeof r.transaction_id !== 'string' || !ID.test(r.transaction_id)) return null
  if (typeof r.payment_link_id !== 'string' || !ID.test(r.payment_link_id)) return null
  if (r.payment_method !== 'card' && r.payment_method !== 'crypto') return null
  if (typeof r.payment_amt !== 'number' || !Number.isFinite(r.payment_amt) || r.payment_amt <= 0) return null
  if (typeof r.timestamp !== 'number' || !Number.isFinite(r.timestamp)) return null
  if (typeof r.status !== 'string' || !isNullableString(r.address ?? null) || !isNullableString(r.qrcode_url ?? null)) return null
  if (r.redirect_url !== undefined && !isNullableString(r.redirect_url)) return null
  if (r.exchange_rate !== undefined && r.exchange_rate !== null && !parseConversion(r.exchange_rate)) return null
  return {
    transaction_id: r.transaction_id,
    address: (r.address as string | null | undefined) ?? null,
    qrcode_url: (r.qrcode_url as string | null | undefined) ?? null,
    status: r.status,
    payment_amt: r.payment_amt,
    payment_method: r.payment_method,
    payment_link_id: r.payment_link_id,
    timestamp: r.timestamp,
    ...(r.redirect_url !== undefined ? { redirect_url: r.redirect_url as string | null } : {}),
    ...(r.exchange_rate !== undefined ? { exchange_rate: parseConversion(r.exchange_rate) } : {}),
  }
}

/**
 * A creation task still running for a link (stored between the 202 and the task's result), so a
 * reload or a second tab during processing goes on polling the same task instead of creating
 * a second transaction.
 */
export interface PendingTask {
  payment_link_id: string
  task_id: string
  payment_method: PaymentMethod
  timestamp: number
}

export const PENDING_TASK_PREFIX = 'paygrid.pendingTask.'
/** A creation task is polled for at most about 4 minutes (30 polls): older ones are dead. */
export const PENDING_TASK_TTL_MS = 5 * 60 * 1000

export function parsePendingTask(value: unknown): PendingTask | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const r = value as Record<string, unknown>
  if (typeof r.payment_link_id !== 'string' || !ID.test(r.payment_link_id)) return null
  if (typeof r.task_id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(r.task_id)) return null
  if (r.payment_method !== 'card' && r.payment_method !== 'crypto') return null
  if (typeof r.timestamp !== 'number' || !Number.isFinite(r.timestamp)) return null
  return { payment_link_id: r.payment_link_id, task_id: r.task_id, payment_method: r.payment_method, timestamp: r.timestamp }
}

/**
 * record: resume it; task: go on polling a creation task; outcome: the transaction has ended (the server says so,
 * whatever the age of the record), show how; expired: the URL's transaction cannot be resumed any more; none: start afresh.
 */
export type ResumeLookup =
  | { kind: 'record'; record: PendingTransaction }
  | { kind: 'task'; task: PendingTask }
  | { kind: 'outcome'; outcome: PaymentOutcome }
  | { kind: 'expired' }
  | { kind: 'none' }

export interface PendingTransactionStore {
  /** False when the storage refused the write (the payment goes on without a resume). */
  save(record: PendingTransaction): boolean
  get(transactionId: string): PendingTransaction | null
  /** The newest live record of a payment link (a second tab joins it). */
  findByLink(linkId: string): PendingTransaction | null
  updateStatus(transactionId: string, status: string): void
  remove(transactionId: string): void
  /** Removes expired and malformed records; returns the ids of the expired ones. */
  cleanExpired(): string[]
  /** What a checkout opened for `linkId` (and maybe `transactionId`) should resume. */
  lookup(linkId: string, transactionId: string | null): ResumeLookup
  saveTask(task: PendingTask): boolean
  removeTask(linkId: string): void
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function createPendingTransactionStore(getStorage: () => Storage | null = defaultStorage, now: () => number = Date.now): PendingTransactionStore {
  const attempt = <T>(fn: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage()
      return storage ? fn(storage) : fallback
    } catch {
      return fallback
    }
  }
  const key = (id: string) => `${PENDING_TRANSACTION_PREFIX}${id}`
  const read = (storage: Storage, k: string): PendingTransaction | null => {
    try {
      return parsePendingTransaction(JSON.parse(storage.getItem(k) ?? 'null'))
    } catch {
      return null
    }
  }
  const isExpired = (record: PendingTransaction) => now() - record.timestamp > PENDING_TRANSACTION_TTL_MS || record.timestamp > now() + 60_000
  const keys = (storage: Storage) => {
    const out: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i)
      if (k?.startsWith(PENDING_TRANSACTION_PREFIX)) out.push(k)
    }
    return out
  }

  const store: PendingTransactionStore = {
    save(record) {
      return attempt((s) => {
        s.setItem(key(record.transaction_id), JSON.stringify(record))
        return true
      }, false)
    },
    get(transactionId) {
      return attempt((s) => {
        const record = read(s, key(transactionId))
        return record && record.transaction_id === transactionId && !isExpired(record) ? record : null
      }, null)
    },
    findByLink(linkId) {
      return attempt((s) => {
        const live = keys(s)
          .map((k) => read(s, k))
          .filter((r): r is PendingTransaction => r !== null && r.payment_link_id === linkId && !isExpired(r))
        return live.sort((a, b) => b.timestamp - a.timestamp)[0] ?? null
      }, null)
    },
    updateStatus(transactionId, status) {
      attempt((s) => {
        const record = read(s, key(transactionId))
        if (record) s.setItem(key(transactionId), JSON.stringify({ ...record, status }))
      }, undefined)
    },
    remove(transactionId) {
      attempt((s) => s.removeItem(key(transactionId)), undefined)
    },
    cleanExpired() {
      return attempt((s) => {
        const expired: string[] = []
        for (const k of keys(s)) {
          const record = read(s, k)
          if (record && isExpired(record)) expired.push(record.transaction_id)
          if (!record || isExpired(record) || key(record.transaction_id) !== k) s.removeItem(k)
        }
        return expired
      }, [])
    },
    lookup(linkId, transactionId) {
      // A malformed or tampered record (or one of another link) is ignored: the server's data is shown.
      const tampered = transactionId !== null && attempt((s) => s.getItem(key(transactionId)) !== null && read(s, key(transactionId)) === null, false)
      store.cleanExpired()
      if (transactionId) {
        const record = store.get(transactionId)
        if (record && record.payment_link_id === linkId) return { kind: 'record', record }
        // Expired (cleaned now or at an earlier load) or never stored here: this session cannot be resumed.
        return tampered || record ? { kind: 'none' } : { kind: 'expired' }
      }
      const record = store.findByLink(linkId)
      if (record) return { kind: 'record', record }
      const task = attempt((s) => {
        const k = `${PENDING_TASK_PREFIX}${linkId}`
        let parsed: PendingTask | null
        try {
          parsed = parsePendingTask(JSON.parse(s.getItem(k) ?? 'null'))
        } catch {
          parsed = null
        }
        const live = parsed && parsed.payment_link_id === linkId && now() - parsed.timestamp <= PENDING_TASK_TTL_MS && parsed.timestamp <= now() + 60_000
        if (!live) s.removeItem(k)
        return live ? parsed : null
      }, null)
      return task ? { kind: 'task', task } : { kind: 'none' }
    },
    saveTask(task) {
      return attempt((s) => {
        s.setItem(`${PENDING_TASK_PREFIX}${task.payment_link_id}`, JSON.stringify(task))
        return true
      }, false)
    },
    removeTask(linkId) {
      attempt((s) => s.removeItem(`${PENDING_TASK_PREFIX}${linkId}`), undefined)
    },
  }
  return store
}

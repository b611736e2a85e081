/** Small pure helpers shared by the seeds and the handlers. */

/** Deterministic PRNG (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Cents → decimal string with two decimals. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Decimal string or number → cents. Returns null for anything that is not a finite
 * number with at most two decimals.
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    const cents = Math.round(value * 100)
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null
  }
  if (typeof value !== 'string') return null
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -cents : cents
}

export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** Adds calendar months (UTC), clamping to the end of the target month. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

export const DAY = 24 * 60 * 60 * 1000

/** 00:00 UTC of the day of `ms`. */
export function startOfUtcDay(ms: number): number {
  const date = new Date(ms)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** A random-ish id (not deterministic: only for records created at run time). */
export function randomId(prefix = ''): string {
  return `${prefix}${globalThis.crypto.randomUUID()}`
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** Characters of a transaction id: 26 × 5 = 130 bits (the contract's `TransactionId` asks for 128 at least). */
export const TRANSACTION_ID_LENGTH = 26

/**
 * An opaque transaction id: 26 characters of Crockford base 32, each from `nextUnit` (a number in [0, 1)).
 * The app's ids come from the platform's cryptographic source (`newTransactionId`); the seeds pass their own
 * PRNG so that the demo data keeps the same ids every time.
 */
export function opaqueTransactionId(nextUnit: () => number): string {
  return Array.from({ length: TRANSACTION_ID_LENGTH }, () => CROCKFORD[Math.floor(nextUnit() * 32)]).join('')
}

/** A new transaction id from `crypto.getRandomValues`: unguessable, never sequential. */
export function newTransactionId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(TRANSACTION_ID_LENGTH))
  let index = 0
  // Each byte's low 5 bits: uniform over the 32 symbols.
  return opaqueTransactionId(() => (bytes[index++]! & 31) / 32)
}

/** A short random hex string. */
export function randomHex(length: number): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, length)
}

/** Deterministic 40-hex-digit Polygon-style address derived from a string. */
export function addressFor(seed: string): string {
  let h1 = 0x811c9dc5
  let out = ''
  for (let round = 0; out.length < 40; round++) {
    for (const char of `${seed}:${round}`) {
      h1 ^= char.charCodeAt(0)
      h1 = Math.imul(h1, 0x01000193) >>> 0
    }
    out += h1.toString(16).padStart(8, '0')
  }
  return `0x${out.slice(0, 40)}`
}

/** 2.5 % for card, 1.5 % for crypto, rounded to the cent. */
export function feeFor(grossCents: number, method: 'card' | 'crypto'): number {
  return Math.round((grossCents * (method === 'card' ? 250 : 150)) / 10000)
}

export const TELEGRAM_PATTERN = /^[A-Za-z0-9_]{5,32}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^[0-9+\-() ]+$/

/** Strips one leading "@"; null when the rest is not a valid username. */
export function normalizeTelegram(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.trim().replace(/^@/, '')
  return TELEGRAM_PATTERN.test(name) ? name : null
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

import type { components } from '../../src/api/schema'

type S = components['schemas']

export const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

export const clientWallet = (over: Partial<S['AdminWallet']> = {}): S['AdminWallet'] => ({
  wallet_id: 'wal_1041881c2b3a4d5e6f7051ad',
  balance: '1250.00',
  pending_balance: '0.00',
  combined_balance: '1250.00',
  has_balance: true,
  has_pending: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  user: { id: 'usr_merchant', first_name: 'Maya', last_name: 'Merchant', email: 'merchant@paygrid.test', telegram: 'maya' },
  currency: 'USD',
  ...over,
})

export const transfer = (over: Partial<S['Transfer']> = {}): S['Transfer'] => ({
  id: 'tr_1',
  wallet_id: 'wal_1041881c2b3a4d5e6f7051ad',
  wallet_owner: { id: 'usr_merchant', first_name: 'Maya', last_name: 'Merchant', email: 'merchant@paygrid.test', telegram: 'maya' },
  amount: '150.00',
  currency: 'USD',
  status: 'PENDING',
  destination: ADDRESS,
  note: null,
  created_by: 'staff@paygrid.test',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
})

export const envelope = (over: Partial<S['Transfer']> = {}): S['TransferEnvelope'] => ({ data: transfer(over), message: 'Funds transferred successfully.' })

/** An error as src/api throws it: the HTTP status and the server's message. */
export const httpError = (status: number, message: string) => Object.assign(new Error(message), { status })

/** What fetch throws when the answer never arrives. */
export const networkError = () => new TypeError('Failed to fetch')

/** Deterministic Idempotency-Keys: key-1, key-2, ... */
export function keySequence() {
  let n = 0
  return () => `key-${++n}`
}

import { describe, expect, it } from 'vitest'
import { shortWalletId } from '../../src/domain/walletId'

describe('wallet ids', () => {
  it('show the first 12 characters, "..." and the last 4 (SPEC §9)', () => {
    expect(shortWalletId('wal_1041881c2b3a4d5e6f7051ad')).toBe('wal_1041881c...51ad')
    expect(shortWalletId('wal_short')).toBe('wal_short')
  })
})

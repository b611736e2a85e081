import { describe, expect, it } from 'vitest'
import { isCancellableTransfer, nextTransferStatuses, TRANSFER_STATUSES, transferStatusLabel, transferStatusPalette } from '../../src/domain/transferStatus'

describe('transfer statuses', () => {
  it('are words on SPEC §4 colours', () => {
    expect(TRANSFER_STATUSES.map((s) => [transferStatusLabel(s), transferStatusPalette(s)])).toEqual([
      ['Pending', 'yellow'],
      ['Processing', 'gray'],
      ['Completed', 'green'],
      ['Failed', 'red'],
      ['Cancelled', 'red'],
    ])
    expect(transferStatusLabel('ON_HOLD')).toBe('ON_HOLD')
    expect(transferStatusLabel(null)).toBe('Unknown')
    expect(transferStatusPalette('ON_HOLD')).toBe('gray')
  })

  it('move on as the contract allows; only PENDING can be cancelled', () => {
    expect(nextTransferStatuses('PENDING')).toEqual(['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'])
    expect(nextTransferStatuses('PROCESSING')).toEqual(['COMPLETED', 'FAILED', 'CANCELLED'])
    for (const done of ['COMPLETED', 'FAILED', 'CANCELLED', 'nope']) expect(nextTransferStatuses(done)).toEqual([])
    expect(TRANSFER_STATUSES.filter(isCancellableTransfer)).toEqual(['PENDING'])
  })
})

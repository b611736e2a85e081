import { describe, expect, it } from 'vitest'
import { canonicalTransactionStatus, classifyPaymentStatus, isRetryableTransactionStatus, statusColorPalette } from '../../src/domain/transactionStatus'

describe('transaction status rules (SPEC §3, §4)', () => {
  it('classifies a payment as waiting, completed or failed, case-insensitively with the spec sets (unknown keeps waiting)', () => {
    for (const s of ['pending', 'PENDING', 'created', 'processing', 'weird', '', null]) expect(classifyPaymentStatus(s)).toBe('waiting')
    for (const s of ['completed', 'COMPLETED', 'Active', 'success']) expect(classifyPaymentStatus(s)).toBe('completed')
    for (const s of ['failed', 'FAILED', 'cancelled', 'CANCELED', 'CANCELLED']) expect(classifyPaymentStatus(s)).toBe('failed')
  })

  it('compares case-insensitively and reads CANCELLED as CANCELED', () => {
    expect(canonicalTransactionStatus('completed')).toBe('COMPLETED')
    expect(canonicalTransactionStatus('Cancelled')).toBe('CANCELED')
    expect(canonicalTransactionStatus('PROCESSING')).toBeNull()
    expect(canonicalTransactionStatus(undefined)).toBeNull()
  })

  it('colours completed green, pending yellow, failed and cancelled red, any other gray', () => {
    expect(statusColorPalette('COMPLETED')).toBe('green')
    expect(statusColorPalette('pending')).toBe('yellow')
    expect(statusColorPalette('FAILED')).toBe('red')
    expect(statusColorPalette('CANCELED')).toBe('red')
    expect(statusColorPalette('CANCELLED')).toBe('red')
    expect(statusColorPalette('PROCESSING')).toBe('gray')
    expect(statusColorPalette(null)).toBe('gray')
  })

  it('offers a retry only for failed or cancelled payments', () => {
    expect(isRetryableTransactionStatus('FAILED')).toBe(true)
    expect(isRetryableTransactionStatus('CANCELLED')).toBe(true)
    expect(isRetryableTransactionStatus('PENDING')).toBe(false)
    expect(isRetryableTransactionStatus('COMPLETED')).toBe(false)
  })
})

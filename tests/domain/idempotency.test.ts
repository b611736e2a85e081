import { describe, expect, it } from 'vitest'
import { keyForAttempt } from '../../src/domain/idempotency'

const fresh = () => 'new-key'

describe('idempotency keys: one per intent', () => {
  it('makes a key for a first attempt', () => {
    expect(keyForAttempt(null, undefined, fresh)).toBe('new-key')
  })

  it('reuses the key after a network error or a 5xx (the server may have done it)', () => {
    expect(keyForAttempt('k1', undefined, fresh)).toBe('k1')
    expect(keyForAttempt('k1', 503, fresh)).toBe('k1')
  })

  it('makes a new key after a 4xx (the server refused: a new intent)', () => {
    expect(keyForAttempt('k1', 400, fresh)).toBe('new-key')
    expect(keyForAttempt('k1', 409, fresh)).toBe('new-key')
  })
})

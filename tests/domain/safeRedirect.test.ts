import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../src/domain/safeRedirect'

describe('safeRedirect', () => {
  it.each(['https://evil.com', '//evil.com', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', '/\t/evil.com', 'evil.com', '', undefined, 42, '/login', '/register?x=1'])('sends %j to /dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard')
  })

  it.each([
    ['/wallet', '/wallet'],
    ['/payment-links?search=abc#top', '/payment-links?search=abc#top'],
    ['/subscription-payment?plan=pro&yearly=true', '/subscription-payment?plan=pro&yearly=true'],
    ['/a/../settings', '/settings'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })
})

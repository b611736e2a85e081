import { describe, expect, it } from 'vitest'
import { stripAt, telegramUsernameError } from '../../src/domain/telegramUsername'

describe('telegram username rule (SPEC §5)', () => {
  it.each(['valid_user', '@valid_user', 'abcde', 'A1_b2', 'x'.repeat(32)])('%j is valid', (value) => {
    expect(telegramUsernameError(value)).toBeNull()
  })

  it.each([
    ['', 'Telegram username is required'],
    ['@', 'Telegram username is required'],
    ['ab', 'Invalid telegram username format'],
    ['x'.repeat(33), 'Invalid telegram username format'],
    ['with space', 'Invalid telegram username format'],
    ['dash-name', 'Invalid telegram username format'],
  ])('%j gives %j', (value, message) => {
    expect(telegramUsernameError(value)).toBe(message)
  })

  it('strips a typed leading @', () => {
    expect(stripAt('@@name')).toBe('name')
    expect(stripAt('na@me')).toBe('na@me')
  })
})

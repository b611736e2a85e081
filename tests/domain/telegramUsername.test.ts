import { describe, expect, it } from 'vitest'
import { stripAt, telegramFormSchema } from '../../src/domain/telegramUsername'

/** The first rule the dialog's username breaks, or null when it is valid. */
const telegramUsernameError = (telegram: string) => telegramFormSchema.safeParse({ telegram }).error?.issues[0]?.message ?? null

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

  it('sends the username without its @ and spaces around it', () => {
    expect(telegramFormSchema.parse({ telegram: ' @maya_shop ' })).toEqual({ telegram: 'maya_shop' })
  })

  it('strips a typed leading @', () => {
    expect(stripAt('@@name')).toBe('name')
    expect(stripAt('na@me')).toBe('na@me')
  })
})

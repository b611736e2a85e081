import { describe, expect, it } from 'vitest'
import { profileFieldOf, profileSchema, profileValuesOf, type ProfileField, type ProfileValues } from '../../src/domain/profileForm'

/** The first message of each field the rules refuse. */
function validateProfile(values: ProfileValues) {
  const result = profileSchema.safeParse(values)
  const errors: Partial<Record<ProfileField, string>> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as ProfileField] ??= issue.message
  return errors
}
const profileUpdate = (values: ProfileValues) => profileSchema.parse(values)

const valid = { first_name: 'Maya', last_name: 'Merchant', phone: '+1 (555) 010-2' }

describe('the settings profile form', () => {
  it('takes the user as it is, a missing phone as empty', () => {
    expect(profileValuesOf({ first_name: 'Maya', last_name: 'Merchant', phone: null })).toEqual({ first_name: 'Maya', last_name: 'Merchant', phone: '' })
  })

  it('accepts valid values, and an empty phone (it clears the phone)', () => {
    expect(validateProfile(valid)).toEqual({})
    expect(validateProfile({ ...valid, phone: '' })).toEqual({})
    expect(validateProfile({ ...valid, phone: '   ' })).toEqual({})
  })

  it.each([
    [{ first_name: '  ' }, { first_name: 'First name is required' }],
    [{ first_name: 'A' }, { first_name: 'First name must be at least 2 characters' }],
    [{ last_name: ' B ' }, { last_name: 'Last name must be at least 2 characters' }],
    [{ last_name: 'x'.repeat(151) }, { last_name: 'Last name must be at most 150 characters' }],
    [{ phone: 'call me' }, { phone: 'Invalid phone number format' }],
    [{ phone: '1234' }, { phone: 'Invalid phone number format' }],
    [{ phone: '1'.repeat(16) }, { phone: 'Invalid phone number format' }],
    [{ phone: `+1 ${' '.repeat(30)}5550102` }, { phone: 'Invalid phone number format' }],
    [{ first_name: '', last_name: '', phone: 'x' }, { first_name: 'First name is required', last_name: 'Last name is required', phone: 'Invalid phone number format' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateProfile({ ...valid, ...change })).toEqual(errors)
  })

  it('sends trimmed names and a blank phone as null', () => {
    expect(profileUpdate({ first_name: ' Maya ', last_name: 'Merchant ', phone: ' ' })).toEqual({ first_name: 'Maya', last_name: 'Merchant', phone: null })
    expect(profileUpdate(valid)).toEqual(valid)
  })

  it.each([
    ['First name is required.', 'first_name'],
    ['Last name must be at most 150 characters.', 'last_name'],
    ['Invalid phone number format', 'phone'],
    ['The e-mail address cannot be changed.', null],
    ['Failed to save your profile', null],
  ])('puts the server message %j under %j', (message, field) => {
    expect(profileFieldOf(message)).toBe(field)
  })
})

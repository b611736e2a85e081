/**
 * The settings profile form (designed here; the contract's update-me call): first and last name
 * (at least 2 characters, as SPEC §5 asks of names), phone (SPEC §5's characters and message;
 * empty clears it, as the contract allows), the e-mail read-only.
 */
import { z } from 'zod'
import type { components } from '../api/schema'

type S = components['schemas']

export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileValues = Record<ProfileField, string>

export const INVALID_PHONE = 'Invalid phone number format'
/** The contract's limits: names up to 150 characters; a phone of 5 to 15 digits, at most 32 characters. */
const NAME_MAX = 150
const PHONE_MAX = 32
const PHONE_DIGITS = { min: 5, max: 15 } as const
/**
 * SPEC §5's characters (digits, spaces, + - ( )). The checkout's customer form has the same rule; it is
 * not imported from there because a module shared by the checkout and this screen becomes one more
 * script on the checkout's first load.
 */
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(2, `${label} must be at least 2 characters`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)

const digitCount = (phone: string) => phone.replace(/\D/g, '').length

const phone = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (PHONE_CHARACTERS.test(value) && value.length <= PHONE_MAX && digitCount(value) >= PHONE_DIGITS.min && digitCount(value) <= PHONE_DIGITS.max),
    INVALID_PHONE,
  )

/** The form's rules; its output is the update-me body: trimmed names, and a blank phone sent as null (the contract clears it). */
export const profileSchema = z
  .object({ first_name: name('First name'), last_name: name('Last name'), phone })
  .transform(({ phone: phoneValue, ...names }): S['SettingsUpdate'] => ({ ...names, phone: phoneValue === '' ? null : phoneValue }))

export function profileValuesOf(user: Pick<S['User'], 'first_name' | 'last_name' | 'phone'>): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' }
}

/** Which field a server 400 message is about (the contract's messages), else null: the form's own error. */
export function profileFieldOf(message: string): ProfileField | null {
  if (message.startsWith('First name')) return 'first_name'
  if (message.startsWith('Last name')) return 'last_name'
  if (message.startsWith(INVALID_PHONE)) return 'phone'
  return null
}

import { emailError } from './email'

/**
 * SPEC §5 customer form: all four fields required; e-mail valid; names ≥ 2 characters; phone digits,
 * spaces, + - ( ). Plain functions rather than a schema library: the checkout's first load carries no zod.
 */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/
export const NAME_MIN_LENGTH = 2

export type CustomerField = 'first_name' | 'last_name' | 'email' | 'phone'
export type CustomerForm = Record<CustomerField, string>

const nameRule = (label: string) => (value: string) => {
  const name = value.trim()
  if (!name) return `${label} is required`
  return name.length < NAME_MIN_LENGTH ? `${label} must be at least ${NAME_MIN_LENGTH} characters` : undefined
}

/** Each field's message for a value, or undefined when the value is valid. */
export const CUSTOMER_FORM_RULES: Record<CustomerField, (value: string) => string | undefined> = {
  first_name: nameRule('First name'),
  last_name: nameRule('Last name'),
  email: emailError,
  phone: (value) => (!value.trim() ? 'Phone number is required' : PHONE_PATTERN.test(value.trim()) ? undefined : 'Invalid phone number format'),
}

/** The values as the payload carries them: trimmed. */
export function toCustomerForm(values: Record<string, string>): CustomerForm {
  const text = (name: CustomerField) => (values[name] ?? '').trim()
  return { first_name: text('first_name'), last_name: text('last_name'), email: text('email'), phone: text('phone') }
}

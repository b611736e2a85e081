import { checkoutEn } from '../i18n/messages/checkout.en'
import { emailError } from './email'

/**
 * SPEC §5 customer form: all four fields required; e-mail valid; names ≥ 2 characters; phone digits,
 * spaces, + - ( ). Plain functions rather than a schema library: the checkout's first load carries no zod.
 */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/
export const NAME_MIN_LENGTH = 2

export type CustomerField = 'first_name' | 'last_name' | 'email' | 'phone'
export type CustomerForm = Record<CustomerField, string>

const nameRule = (required: string, tooShort: string) => (value: string) => {
  const name = value.trim()
  if (!name) return required
  return name.length < NAME_MIN_LENGTH ? tooShort : undefined
}

/** Each field's message for a value (the catalog's English, src/i18n/: the screen shows it in the reader's language), or undefined when the value is valid. */
export const CUSTOMER_FORM_RULES: Record<CustomerField, (value: string) => string | undefined> = {
  first_name: nameRule(checkoutEn.firstNameRequired, checkoutEn.firstNameTooShort),
  last_name: nameRule(checkoutEn.lastNameRequired, checkoutEn.lastNameTooShort),
  email: emailError,
  phone: (value) => (!value.trim() ? checkoutEn.phoneRequired : PHONE_PATTERN.test(value.trim()) ? undefined : checkoutEn.phoneInvalid),
}

/** The values as the payload carries them: trimmed. */
export function toCustomerForm(values: Record<string, string>): CustomerForm {
  const text = (name: CustomerField) => (values[name] ?? '').trim()
  return { first_name: text('first_name'), last_name: text('last_name'), email: text('email'), phone: text('phone') }
}

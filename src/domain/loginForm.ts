import { emailError } from './email'

/** The login form (SPEC §3 login payload): e-mail and password, both required. No schema library: /login's first load carries no zod. */
export type LoginField = 'email' | 'password'
export type LoginValues = Record<LoginField, string>

export const LOGIN_FORM_RULES: Record<LoginField, (value: string) => string | undefined> = {
  email: emailError,
  password: (value) => (value ? undefined : 'Password is required'),
}

/** The login payload: the e-mail trimmed, the password exactly as typed. */
export function toLoginValues(values: Record<string, string>): LoginValues {
  return { email: (values.email ?? '').trim(), password: values.password ?? '' }
}

import { z } from 'zod'
import { EMAIL_PATTERN } from './email'

/**
 * The login form (SPEC §3 login payload): e-mail and password, both required. The output is the payload: the
 * e-mail trimmed, the password exactly as typed.
 */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Invalid email address'),
  password: z.string().min(1, 'Password is required'),
})

export type LoginFields = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>

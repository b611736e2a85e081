import { describe, expect, it } from 'vitest'
import { loginSchema } from '../../src/domain/loginForm'

const messages = (values: unknown) => {
  const result = loginSchema.safeParse(values)
  // A field shows its first message, as the resolver hands it to the form.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the login form’s schema (SPEC §3 login payload)', () => {
  it('both fields required, the e-mail valid', () => {
    expect(messages({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' })
    expect(messages({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' })
    expect(messages({ email: 'merchant@', password: 'x' })).toEqual({ email: 'Invalid email address' })
  })

  it('parses to the payload: the e-mail trimmed, the password exactly as typed', () => {
    expect(loginSchema.parse({ email: ' merchant@paygrid.test ', password: ' secret ' })).toEqual({ email: 'merchant@paygrid.test', password: ' secret ' })
  })
})

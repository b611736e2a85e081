/** An e-mail address as every form accepts it (the pattern zod's `email()` uses; src/domain/authSchemas.ts uses this one). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** A required e-mail field's message (SPEC §5 "Invalid email address"), or undefined when the value is valid. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Email is required'
  return isEmail(value) ? undefined : 'Invalid email address'
}

import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'

/** The password of every seeded sandbox account. */
export const SANDBOX_PASSWORD = 'Sandbox-pass-1'

/** Logs a seeded sandbox account in through the contract's login call (msw serves the sandbox) and stores its tokens, as the login page does. */
export async function storeSession(email: string): Promise<void> {
  const response = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: SANDBOX_PASSWORD }),
  })
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`)
  tokens.save((await response.json()) as { access: string; refresh: string })
}

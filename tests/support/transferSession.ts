import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'

export const PASSWORD = 'Sandbox-pass-1'

/** Logs a seeded account in against the sandbox and returns its access token (also stored for the app). */
export async function storeSession(email: string): Promise<string> {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  const pair = (await response.json()) as { access: string; refresh: string }
  tokens.save(pair)
  return pair.access
}

/** A JSON call to the sandbox as the given token. */
export async function sandboxCall<T = unknown>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return (await response.json()) as T
}

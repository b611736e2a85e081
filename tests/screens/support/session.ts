/** A signed-in session set up the way the app stores one (tokens in local storage), and the profile as the server has it now. */
import { apiBase } from '../../../src/api/client'
import { tokens } from '../../../src/api/tokens'
import { SEED_PASSWORD } from '../../../sandbox'
import type { components } from '../../../src/api/schema'
import { HARNESS_HEADER } from './networkGate'

export async function signIn(email: string): Promise<void> {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', [HARNESS_HEADER]: '1' }, body: JSON.stringify({ email, password: SEED_PASSWORD }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

/** GET /auth/me with the stored session, as the app re-reads the profile after KYC, a plan or a telegram name. */
export async function currentProfile(): Promise<components['schemas']['User']> {
  const response = await fetch(`${apiBase}/auth/me`, { headers: { Authorization: `Bearer ${tokens.access()}`, [HARNESS_HEADER]: '1' } })
  return ((await response.json()) as { data: components['schemas']['User'] }).data
}

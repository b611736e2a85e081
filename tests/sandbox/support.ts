import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createSandboxHandlers, createStore, SEED_PASSWORD, type SandboxOptions } from '../../sandbox'

export const ORIGIN = 'http://sandbox.test'
export const BASE = `${ORIGIN}/sandbox`

/** A sandbox on msw/node with a controllable clock; seeds restored after every test. */
export function startSandbox(options: SandboxOptions = {}) {
  const clock = { now: Date.UTC(2026, 5, 1, 12) }
  const store = createStore({ now: () => clock.now })
  const server = setupServer(...createSandboxHandlers(store, { baseUrl: BASE, ...options }))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    clock.now = Date.UTC(2026, 5, 1, 12)
    store.reset()
  })
  afterAll(() => server.close())
  return { store, clock, server }
}

export interface CallOptions {
  method?: string
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

/** fetch against the sandbox; returns the status and the parsed JSON body (or text). */
export async function call(path: string, options: CallOptions = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${BASE}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: Json = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON (HTML pages, SVG)
  }
  return { status: response.status, body, headers: response.headers }
}

export async function login(email: string, password = SEED_PASSWORD): Promise<{ access: string; refresh: string }> {
  const { status, body } = await call('/auth/login', { body: { email, password } })
  if (status !== 200) throw new Error(`login ${email} failed: ${status} ${JSON.stringify(body)}`)
  return body
}

/** Polls a task status until it is done; returns every status seen. */
export async function pollTask(path: string): Promise<Json[]> {
  const seen: Json[] = []
  for (let i = 0; i < 20; i++) {
    const { status, body } = await call(path)
    if (status !== 200) throw new Error(`poll ${path}: ${status}`)
    seen.push(body)
    if (!['pending', 'processing'].includes(body.status)) return seen
  }
  throw new Error('task never finished')
}

/** What a transaction record settled to in its wallet's currency (cents), as the ledger recorded it on the record. */
export function settled(tx: { id: string; settlement?: { gross: number; fee: number } }): { gross: number; fee: number; net: number } {
  if (!tx.settlement) throw new Error(`transaction ${tx.id} has no settlement`)
  return { gross: tx.settlement.gross, fee: tx.settlement.fee, net: tx.settlement.gross - tx.settlement.fee }
}

/**
 * `Idempotency-Key` (issue 12): within 24 h, the same key from the same caller with the same
 * request replays the first successful answer instead of processing the request again; the
 * same key with another request is 409; a malformed key is 400. Only 2xx answers are
 * remembered: an error changed nothing, so its retry is processed afresh (a 401 retried
 * after a token refresh must not replay the 401).
 */
import { DAY } from '../lib.ts'
import type { IdempotencyRecord } from '../store.ts'
import { fail, type SandboxContext } from './context.ts'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'
export const IDEMPOTENCY_TTL_MS = DAY
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** `user`: keys are scoped per signed-in user; `public` (the checkout): the key alone scopes the caller. */
export type IdempotencyScope = 'user' | 'public'

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

/** The operation and the body, with JSON key order ignored. */
async function fingerprint(request: Request): Promise<string> {
  const text = await request.clone().text()
  let body = text
  try {
    body = canonical(JSON.parse(text))
  } catch {
    // not JSON: compared as sent
  }
  return `${request.method} ${new URL(request.url).pathname}\n${body}`
}

function callerOf(ctx: SandboxContext, request: Request, scope: IdempotencyScope): string {
  if (scope === 'public') return 'public'
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const session = token ? ctx.store.sessions.find((item) => item.access === token) : undefined
  return session ? `user:${session.userId}` : 'anonymous'
}

function replay(record: NonNullable<IdempotencyRecord['response']>): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' })
  if (record.contentType) headers.set('Content-Type', record.contentType)
  return new Response(record.body || null, { status: record.status, headers })
}

/**
 * Wraps a creating handler's resolver. Without the header the request is processed as usual.
 * (A replay or a refusal is thrown as a Response: msw answers with it.)
 */
export function idempotent<Info extends { request: Request }, Result>(
  ctx: SandboxContext,
  scope: IdempotencyScope,
  resolver: (info: Info) => Result | Promise<Result>,
): (info: Info) => Promise<Result> {
  return async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_HEADER)
    if (key === null) return resolver(info)
    if (!UUID_V4.test(key.trim())) fail(400, `${IDEMPOTENCY_HEADER} must be a UUID v4.`)
    const id = `${callerOf(ctx, info.request, scope)}|${key.trim().toLowerCase()}`
    const print = await fingerprint(info.request)
    const store = ctx.store.idempotency
    const known = store.get(id)
    if (known && ctx.now() - known.created_at < IDEMPOTENCY_TTL_MS) {
      if (known.fingerprint !== print) fail(409, `This ${IDEMPOTENCY_HEADER} was already used for a different request.`)
      if (!known.response) fail(409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed.`)
      throw replay(known.response)
    }
    const record: IdempotencyRecord = { fingerprint: print, response: null, created_at: ctx.now() }
    store.set(id, record)
    try {
      const result = await resolver(info)
      if (result instanceof Response && result.ok) {
        record.response = { status: result.status, body: await result.clone().text(), contentType: result.headers.get('Content-Type') }
      } else store.delete(id)
      return result
    } catch (error) {
      store.delete(id)
      throw error
    }
  }
}

/**
 * The session client's transport (SPEC §4 refresh-retry). It knows no flow: the auth wiring
 * (src/machines/auth/wiring.ts) hands it the refresh to wait for.
 */
import type { Transport } from './client'
import { isApiUrl } from './baseUrl'

/** The last refresh's result: new tokens, a failure worth retrying later (network, 5xx), or the session refused. */
export type RefreshOutcome = 'rotated' | 'unavailable' | 'rejected'

/** SPEC §4: only these 401 messages start the refresh flow. */
export const TOKEN_FAILURE_MESSAGES: ReadonlySet<string> = new Set(['Token has expired', 'Invalid token', 'No token provided or invalid token format'])

/** Calls whose own 401 never triggers a refresh (no loops through the auth calls themselves). */
const EXEMPT_PATHS = ['/auth/login', '/auth/jwt/refresh_token', '/auth/logout']

/** What a call says when the session could not be refreshed for a passing reason (the screens show it through `text`). */
export const SESSION_REFRESH_UNAVAILABLE = 'The session could not be refreshed. Please try again.'

/** A call that hit an expired session while the refresh itself failed for a passing reason (network, 5xx): try again later. */
export class SessionRefreshUnavailableError extends Error {
  readonly retryable = true

  constructor() {
    super(SESSION_REFRESH_UNAVAILABLE)
    this.name = 'SessionRefreshUnavailableError'
  }
}

export interface RefreshRetryDeps {
  send: Transport
  /** Joins or starts the single refresh and resolves with its outcome. */
  refresh: () => Promise<RefreshOutcome>
  tokens: { access(): string | null; refresh(): string | null; removeAccess(): void; save(pair: { access: string; refresh: string }): void }
  apiBase: string
}

function isExempt(url: string, apiBase: string): boolean {
  if (!isApiUrl(url, apiBase)) return true
  const path = url.slice(apiBase.length).split('?')[0] ?? ''
  return EXEMPT_PATHS.includes(path.replace(/\/+$/, ''))
}

async function isTokenFailure(response: Response): Promise<boolean> {
  if (response.status !== 401) return false
  try {
    const body: unknown = await response.clone().json()
    return typeof body === 'object' && body !== null && 'message' in body && TOKEN_FAILURE_MESSAGES.has(String(body.message))
  } catch {
    return false
  }
}

const bearerOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null

function withBearer(request: Request, access: string | null): Request {
  if (access) request.headers.set('Authorization', `Bearer ${access}`)
  else request.headers.delete('Authorization')
  return request
}

/**
 * SPEC §4 refresh-retry around every session call: a 401 with one of the token messages removes the
 * access token, waits for the one refresh in flight (or starts it), and retries the original request
 * once with the new token and its original body. A retried request is never refreshed again; a
 * request that raced an already finished refresh is retried with the tokens it missed.
 */
export function createRefreshRetryTransport({ send, refresh, tokens, apiBase }: RefreshRetryDeps): Transport {
  return async (request) => {
    if (isExempt(request.url, apiBase)) return send(request)
    const replay = request.clone()
    const response = await send(request)
    if (!(await isTokenFailure(response))) return response

    const sentAccess = bearerOf(request)
    const current = tokens.access()
    if (current && current !== sentAccess) return send(withBearer(replay, current))

    tokens.removeAccess()
    const outcome = await refresh()
    if (outcome === 'rotated') return send(withBearer(replay, tokens.access()))
    if (outcome === 'unavailable') {
      // The session is not over: keep the tokens so the next call can try again.
      const refreshToken = tokens.refresh()
      if (sentAccess && refreshToken && !tokens.access()) tokens.save({ access: sentAccess, refresh: refreshToken })
      throw new SessionRefreshUnavailableError()
    }
    return response
  }
}

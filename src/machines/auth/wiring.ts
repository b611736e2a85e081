/**
 * The auth flow's wiring: the app's one auth actor with its real effects (the auth calls, token storage,
 * the single refresh across tabs) and the refresh-retry transport it installs under every session call.
 * Created once, outside React, by src/app.tsx.
 */
import { createActor, fromPromise, waitFor } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { setTransport, apiBase as defaultApiBase, type Transport } from '../../api/client'
import type { AuthCalls } from '../../api/auth'
import { ApiError } from '../../api/apiError'
import { REFRESH_KEY, tokens as storedTokens } from '../../api/tokens'
import { authMachine, SessionRejectedError, type AuthActor, type TokenPair } from './authMachine'
import type { RefreshOutcome } from '../../api/refreshRetry'
import { createRefreshRetryTransport } from '../../api/refreshRetry'
import { withTabLock } from './webLock'

export type TokenStore = typeof storedTokens

export const REFRESH_LOCK = 'paygrid-session-refresh'

/**
 * One refresh for every tab: the refresh token seen before waiting for the lock is compared with
 * the stored one after acquiring it; when another tab rotated the pair meanwhile, its tokens are
 * used instead of a second rotation (which would revoke them). No refresh token: the session is
 * over without a server call. 400/401: the session was refused. Anything else may pass.
 */
export function createTokenRefresh({ calls, tokens, locks }: { calls: Pick<AuthCalls, 'refreshToken'>; tokens: Pick<TokenStore, 'access' | 'refresh' | 'save'>; locks?: LockManager }) {
  return async function refreshSession(): Promise<void> {
    const seen = tokens.refresh()
    await withTabLock(
      REFRESH_LOCK,
      async () => {
        const stored = tokens.refresh()
        if (!stored) throw new SessionRejectedError('No refresh token')
        if (stored !== seen && tokens.access()) return
        try {
          tokens.save(await calls.refreshToken({ refresh: stored }))
        } catch (error) {
          if (error instanceof ApiError && (error.status === 400 || error.status === 401)) throw new SessionRejectedError(error.message)
          throw error
        }
      },
      locks,
    )
  }
}

/** SPEC §8: login and logout failures are logged and passed on to the caller (the machine). */
async function logged<T>(label: string, call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    console.error(label, error)
    throw error
  }
}

/** The auth machine with its side effects: storage, the auth calls and the cross-tab refresh. */
export function createAuthActor({ calls, tokens = storedTokens, locks }: { calls: AuthCalls; tokens?: TokenStore; locks?: LockManager }): AuthActor {
  const refreshSession = createTokenRefresh({ calls, tokens, locks })
  return createActor(
    authMachine.provide({
      actors: {
        readSession: fromPromise(async () => ({ found: Boolean(tokens.access() || tokens.refresh()) })),
        loadProfile: fromPromise(() => calls.me()),
        login: fromPromise(({ input }) => logged('Login failed', calls.login(input))),
        logout: fromPromise(() => logged('Logout failed', calls.logout({ refresh: tokens.refresh() ?? undefined }))),
        refresh: fromPromise(() => refreshSession()),
      },
      actions: {
        storeTokens: (_, pair: TokenPair) => tokens.save(pair),
        clearTokens: () => tokens.clear(),
      },
    }),
  )
}

/** Joins the refresh in flight, or starts one, and resolves with its outcome (single flight). */
export async function requestRefresh(auth: AuthActor): Promise<RefreshOutcome> {
  const before = auth.getSnapshot().context.refreshGeneration
  auth.send({ type: 'TOKEN_EXPIRED' })
  const after = await waitFor(auth, (snapshot) => snapshot.context.refreshGeneration > before)
  return after.context.lastRefresh ?? 'rejected'
}

/** Another tab logged out (its refresh token left the shared storage): this tab signs out too. */
export function followOtherTabs(auth: AuthActor, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (event.key === REFRESH_KEY && event.newValue === null)) auth.send({ type: 'SIGNED_OUT_ELSEWHERE' })
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}

/**
 * Starts the app's one auth actor: every call of the session client goes through the refresh-retry,
 * other tabs' logouts are followed, and signing out drops every query of the user (stopping polls).
 * The checkout, which has no query cache, starts it without one to learn whose session a browser holds.
 */
export function startAuthSession({
  calls,
  queryClient,
  send = (request) => globalThis.fetch(request),
  apiBase = defaultApiBase,
  tokens = storedTokens,
  locks,
}: {
  calls: AuthCalls
  queryClient?: Pick<QueryClient, 'cancelQueries' | 'clear'>
  send?: Transport
  apiBase?: string
  tokens?: TokenStore
  locks?: LockManager
}): AuthActor {
  const auth = createAuthActor({ calls, tokens, locks })
  setTransport(createRefreshRetryTransport({ send, refresh: () => requestRefresh(auth), tokens, apiBase }))
  followOtherTabs(auth)
  auth.on('signedOut', () => {
    void queryClient?.cancelQueries()
    queryClient?.clear()
  })
  auth.start()
  return auth
}

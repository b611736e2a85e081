import { ApiError } from '../api/apiError'
import type { AuthCalls } from '../api/authCalls'
import { SessionRejectedError } from '../machines/authMachine'
import { withTabLock } from './webLock'

export const REFRESH_LOCK = 'paygrid-session-refresh'

interface TokenStore {
  access(): string | null
  refresh(): string | null
  save(pair: { access: string; refresh: string }): void
}

/**
 * One refresh for every tab: the refresh token seen before waiting for the lock is compared with
 * the stored one after acquiring it; when another tab rotated the pair meanwhile, its tokens are
 * used instead of a second rotation (which would revoke them). No refresh token: the session is
 * over without a server call. 400/401: the session was refused. Anything else may pass.
 */
export function createTokenRefresh({ calls, tokens, locks }: { calls: Pick<AuthCalls, 'refreshToken'>; tokens: TokenStore; locks?: LockManager }) {
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

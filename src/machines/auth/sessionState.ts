import { waitFor } from 'xstate'
import type { AuthActor, AuthSnapshot } from './authMachine'
import { roleOf } from '../../domain/access'
import { safeRedirect } from '../../domain/safeRedirect'

/** Where the auth actor's session stands, for the route guards and the checkout's access check. */
export const isSignedIn = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'signedIn' } })
export const isProfileFailed = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'profileFailed' } })
export const isSignedOut = (s: AuthSnapshot) => s.matches({ session: 'signedOut' })

/** Waits until the session is known: restored, loaded, failed or signed out. */
export function settledSession(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (s) => isSignedIn(s) || isProfileFailed(s) || isSignedOut(s))
}

/**
 * Where a signed-in session goes from the login and the other public pages: its `redirect` when that is a safe path
 * of the app, else /dashboard, where the app's guards take over (KYC, plan selection, Telegram). An account with no
 * role has no dashboard (SPEC §2 sends it to /): it stays where it is, so there is no loop.
 */
export function destinationOf(session: AuthSnapshot, redirect: unknown): string | null {
  const user = session.context.user
  return isSignedIn(session) && user && roleOf(user) ? safeRedirect(redirect) : null
}

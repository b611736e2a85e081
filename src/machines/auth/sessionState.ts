import { waitFor } from 'xstate'
import type { AuthActor, AuthSnapshot } from './authMachine'

/** Where the auth actor's session stands, for the route guards and the checkout's access check. */
export const isSignedIn = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'signedIn' } })
export const isProfileFailed = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'profileFailed' } })
export const isSignedOut = (s: AuthSnapshot) => s.matches({ session: 'signedOut' })

/** Waits until the session is known: restored, loaded, failed or signed out. */
export function settledSession(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (s) => isSignedIn(s) || isProfileFailed(s) || isSignedOut(s))
}

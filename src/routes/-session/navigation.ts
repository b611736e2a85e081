import type { AnyRouter } from '@tanstack/react-router'
import type { AuthActor } from '../../machines/auth/authMachine'

/**
 * Moves the app when the session changes: a logout (here or in another tab) goes to /; an expired
 * session and a fresh sign-in re-run the route guards (protected pages go to /login, /login goes on
 * to its redirect).
 */
export function followSession(auth: AuthActor, router: Pick<AnyRouter, 'navigate' | 'invalidate'>): () => void {
  const signedOut = auth.on('signedOut', ({ reason }) => {
    if (reason === 'expired') void router.invalidate()
    else void router.navigate({ to: '/' })
  })
  const signedIn = auth.on('signedIn', () => void router.invalidate())
  return () => {
    signedOut.unsubscribe()
    signedIn.unsubscribe()
  }
}

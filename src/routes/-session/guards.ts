/** The route guards (`beforeLoad`): the auth actor's settled session checked against the access rules of src/domain/access.ts. */
import { redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { AuthActor, AuthSnapshot } from '../../machines/auth/authMachine'
import { canAccess, dashboardFor, roleOf } from '../../domain/access'
import { safeRedirect } from '../../domain/safeRedirect'

export const isSignedIn = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'signedIn' } })
export const isProfileFailed = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'profileFailed' } })
export const isSignedOut = (s: AuthSnapshot) => s.matches({ session: 'signedOut' })
/** Loading the profile again after it failed (Try Again): the failure screen stays, its button busy. */
export const isRetryingProfile = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'loadingProfile' } }) && s.context.profileError !== null

/** Waits until the session is known: restored, loaded, failed or signed out. */
export function settledSession(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (s) => isSignedIn(s) || isProfileFailed(s) || isSignedOut(s))
}

/**
 * The signed-in area's guard: visitors go to /login (with where they wanted to go), users the
 * access rules refuse go to /dashboard. A failed profile passes: the area shows the failure screen.
 */
export async function requireAccess(auth: AuthActor, location: { pathname: string; href: string }): Promise<void> {
  const session = await settledSession(auth)
  if (isSignedOut(session)) throw redirect({ to: '/login', search: { redirect: location.href } })
  const user = session.context.user
  if (isSignedIn(session) && user && !canAccess(user, location.pathname)) throw redirect({ to: '/dashboard' })
}

/**
 * The public pages' guard: a signed-in user goes to /dashboard (or to a safe `redirect` target).
 * An account with no role has no dashboard (SPEC §2 sends it to /), so it stays: no redirect loop.
 */
export async function redirectSignedIn(auth: AuthActor, target?: unknown): Promise<void> {
  const session = await settledSession(auth)
  const user = session.context.user
  if (isSignedIn(session) && user && roleOf(user)) throw redirect({ href: safeRedirect(target) })
}

/** /dashboard by role (SPEC §2); null while the profile failed (the signed-in area shows its failure screen). */
export function dashboardView(auth: AuthActor): 'admin' | 'client' | null {
  const user = auth.getSnapshot().context.user
  if (!user) return null
  const destination = dashboardFor(user)
  if ('redirectTo' in destination) throw redirect({ to: destination.redirectTo })
  return destination.view
}

/**
 * The public checkout's guard (SPEC §2: /payment-link is not shown to the excluded account): a
 * visitor (no stored session) settles at once, so no profile call holds the page; a signed-in
 * account the access rules refuse goes to /dashboard.
 */
export async function guardCheckout(auth: AuthActor, pathname: string): Promise<void> {
  const session = await settledSession(auth)
  const user = session.context.user
  if (isSignedIn(session) && user && !canAccess(user, pathname)) throw redirect({ to: '/dashboard' })
}

/** The route guards (`beforeLoad`): the auth actor's settled session checked against the access rules of src/domain/access.ts. */
import { redirect } from '@tanstack/react-router'
import type { AuthActor, AuthSnapshot } from '../../machines/auth/authMachine'
import { destinationOf, isProfileFailed, isSignedIn, isSignedOut, settledSession } from '../../machines/auth/sessionState'
import { canAccess, dashboardFor } from '../../domain/access'

export { isProfileFailed, isSignedIn, isSignedOut, settledSession }

/** Loading the profile again after it failed (Try Again): the failure screen stays, its button busy. */
export const isRetryingProfile = (s: AuthSnapshot) => s.matches({ session: { authenticated: 'loadingProfile' } }) && s.context.profileError !== null

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
  const destination = destinationOf(await settledSession(auth), target)
  if (destination) throw redirect({ href: destination })
}

/** /dashboard by role (SPEC §2); null while the profile failed (the signed-in area shows its failure screen). */
export function dashboardView(auth: AuthActor): 'admin' | 'client' | null {
  const user = auth.getSnapshot().context.user
  if (!user) return null
  const destination = dashboardFor(user)
  if ('redirectTo' in destination) throw redirect({ to: destination.redirectTo })
  return destination.view
}

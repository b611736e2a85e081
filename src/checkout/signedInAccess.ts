import { authSessionCalls } from '../api/auth'
import { api } from '../api/client'
import { canAccess } from '../domain/access'
import { isSignedIn, settledSession } from '../machines/auth/sessionState'
import { startAuthSession } from '../machines/auth/wiring'

/** Whether the session this browser holds may open `pathname`: only a signed-in account the access rules refuse may not. */
export async function signedInMayOpen(pathname: string): Promise<boolean> {
  const auth = startAuthSession({ calls: authSessionCalls(api) })
  try {
    const session = await settledSession(auth)
    const user = session.context.user
    return !(isSignedIn(session) && user && !canAccess(user, pathname))
  } finally {
    auth.stop()
  }
}

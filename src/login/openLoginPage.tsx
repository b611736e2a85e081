import type { ReactElement } from 'react'
import type { AuthActor } from '../machines/auth/authMachine'
import { destinationOf, settledSession } from '../machines/auth/sessionState'
import { checkoutNotify } from '../components/checkout/checkoutToaster'
import { LoginPage } from './LoginPage'
import { loginNotice } from './loginNotice'

/**
 * Opens the login at `location` with the page's auth actor: a browser whose stored session is signed in goes on at
 * once (SPEC §2: signed-in users are redirected away from the login), others get the page (with the toast the page
 * that sent them here left: src/login/loginNotice.ts), which leaves once the person has signed in. `leave` loads the
 * app's page (a new document); null when nothing is to be rendered.
 */
export async function openLoginPage(location: Pick<Location, 'search'>, auth: AuthActor, leave: (href: string) => void): Promise<ReactElement | null> {
  const redirect = new URLSearchParams(location.search).get('redirect') ?? undefined
  const already = destinationOf(await settledSession(auth), redirect)
  if (already) {
    leave(already)
    return null
  }
  const notice = loginNotice.take()
  if (notice) checkoutNotify.success(notice)
  auth.on('signedIn', () => {
    const destination = destinationOf(auth.getSnapshot(), redirect)
    if (destination) leave(destination)
  })
  return <LoginPage auth={auth} />
}

import type { ReactElement } from 'react'
import type { AuthActor } from '../machines/auth/authMachine'
import { destinationOf, settledSession } from '../machines/auth/sessionState'
import { checkoutNotify } from '../components/checkout/checkoutToaster'
import { keepLang } from '../i18n/documentLocale'
import { LoginPage } from './LoginPage'
import { loginLocale } from './loginLocale'
import { loginNotice } from './loginNotice'

/**
 * Opens the login at `location` with the page's auth actor: a browser whose stored session is signed in goes on at
 * once (SPEC §2: signed-in users are redirected away from the login), others get the page (with the toast the page
 * that sent them here left: src/login/loginNotice.ts), which leaves once the person has signed in. `leave` loads the
 * app's page (a new document); null when nothing is to be rendered. The page's language (its words loaded while the
 * session settles) is ready before the first render, so the reader never sees English first.
 */
export async function openLoginPage(location: Pick<Location, 'search'>, auth: AuthActor, leave: (href: string) => void): Promise<ReactElement | null> {
  const redirect = new URLSearchParams(location.search).get('redirect') ?? undefined
  const [session, words] = await Promise.all([settledSession(auth), loginLocale.start()])
  // The app's page the person goes on to opens in the language of this one (its `?lang=`, when the URL names one).
  const go = (href: string) => leave(keepLang(href, location.search))
  const already = destinationOf(session, redirect)
  if (already) {
    go(already)
    return null
  }
  const notice = loginNotice.take()
  // The notice is the product's English words (the registration's "Registration successful"): in the reader's language.
  if (notice) checkoutNotify.success(words.text(notice.message))
  auth.on('signedIn', () => {
    const destination = destinationOf(auth.getSnapshot(), redirect)
    if (destination) go(destination)
  })
  return <LoginPage auth={auth} registeredEmail={notice?.registeredEmail} />
}

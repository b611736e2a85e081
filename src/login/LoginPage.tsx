import { useLayoutEffect } from 'react'
import { useSelector } from '@xstate/react'
import { css, cx } from '../../styled-system/css'
import { link } from '../../styled-system/recipes'
import { CheckoutToasts } from '../components/checkout/CheckoutToasts'
import { LoginCard } from '../components/login/LoginCard'
import { LoginForm } from '../components/login/LoginForm'
import { config } from '../config'
import type { AuthActor, AuthSnapshot } from '../machines/auth/authMachine'
import { destinationOf } from '../machines/auth/sessionState'
import { removePageShell } from '../pageShells/removePageShell'

/** Busy from the submit until the app's page loads: the session is restored or logged in, its profile read, then left. */
const isPending = (s: AuthSnapshot) =>
  s.matches({ session: 'restoring' }) || s.matches({ session: 'loggingIn' }) || s.matches({ session: { authenticated: 'loadingProfile' } }) || destinationOf(s, undefined) !== null

const brandLink = cx(link(), css({ colorPalette: 'brand' }))

/** The login page (SPEC §2 /login) with the lean pages' toasts: it takes the place of the HTML's static shell. */
export function LoginPage({ auth }: { auth: AuthActor }) {
  useLayoutEffect(() => removePageShell(document), [])
  const pending = useSelector(auth, isPending)
  const loginError = useSelector(auth, (s) => s.context.loginError)
  return (
    <>
      <LoginCard
        productName={config.productName}
        serverError={loginError}
        footer={
          <>
            <a href="/forgot-password" className={brandLink}>
              Forgot your password?
            </a>
            <p>
              No account yet?{' '}
              <a href="/register" className={brandLink}>
                Create one
              </a>
            </p>
          </>
        }
      >
        <LoginForm pending={pending} onSubmit={(credentials) => auth.send({ type: 'LOGIN', credentials })} />
      </LoginCard>
      <CheckoutToasts />
    </>
  )
}

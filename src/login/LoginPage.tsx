import { useLayoutEffect } from 'react'
import { useSelector } from '@xstate/react'
import { css, cx } from '../../styled-system/css'
import { link } from '../../styled-system/recipes'
import { CheckoutToasts } from '../components/checkout/CheckoutToasts'
import { LoginCard } from '../components/login/LoginCard'
import { LeanLanguageSelect } from '../components/login/LeanLanguageSelect'
import { LoginForm } from '../components/login/LoginForm'
import { config } from '../config'
import type { AuthActor, AuthSnapshot } from '../machines/auth/authMachine'
import { destinationOf } from '../machines/auth/sessionState'
import { keepLang } from '../i18n/documentLocale'
import { isolateLtr } from '../i18n/isolate'
import { removePageShell } from '../pageShells/removePageShell'
import { loginLocale, useLoginWords } from './loginLocale'

/** Busy from the submit until the app's page loads: the session is restored or logged in, its profile read, then left. */
const isPending = (s: AuthSnapshot) =>
  s.matches({ session: 'restoring' }) || s.matches({ session: 'loggingIn' }) || s.matches({ session: { authenticated: 'loadingProfile' } }) || destinationOf(s, undefined) !== null

const brandLink = cx(link(), css({ colorPalette: 'brand' }))

/**
 * The login page (SPEC §2 /login) with the lean pages' toasts: it takes the place of the HTML's static shell. Opened
 * from a registration, it holds the new account's e-mail and says where the verification e-mail went.
 */
export function LoginPage({ auth, registeredEmail }: { auth: AuthActor; registeredEmail?: string }) {
  useLayoutEffect(() => removePageShell(document), [])
  const pending = useSelector(auth, isPending)
  const loginError = useSelector(auth, (s) => s.context.loginError)
  const { locale, dir, t, text } = useLoginWords()
  return (
    <>
      <LoginCard
        productName={config.productName}
        homeHref={keepLang('/', window.location.search)}
        title={t('title')}
        subtitle={t('subtitle')}
        languageSelect={<LeanLanguageSelect locale={locale} label={t('language')} onChoose={(chosen) => void loginLocale.choose(chosen)} />}
        serverError={loginError && text(loginError)}
        notice={registeredEmail && t('verificationSent', { email: isolateLtr(registeredEmail, dir) })}
        footer={
          <>
            <a href={keepLang('/forgot-password', window.location.search)} className={brandLink}>
              {t('forgotPassword')}
            </a>
            <p>
              {t('noAccount')}{' '}
              <a href={keepLang('/register', window.location.search)} className={brandLink}>
                {t('createOne')}
              </a>
            </p>
          </>
        }
      >
        <LoginForm initialEmail={registeredEmail} pending={pending} onSubmit={(credentials) => auth.send({ type: 'LOGIN', credentials })} />
      </LoginCard>
      <CheckoutToasts />
    </>
  )
}

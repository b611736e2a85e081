import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { loginSchema, type LoginValues } from '../../domain/loginForm'
import { CheckoutField } from '../checkout/CheckoutField'
import { Spinner } from '../checkout/Spinner'
import { useZodForm } from '../common/useZodForm'
import { useLoginWords } from '../../login/loginLocale'

/** The login form (the lean page's fields: no Chakra on /login); it hands the parsed credentials to the auth actor, whose state says `pending`. */
export function LoginForm({ initialEmail = '', pending, onSubmit }: { initialEmail?: string; pending: boolean; onSubmit: (values: LoginValues) => void }) {
  const { register, handleSubmit, formState } = useZodForm(loginSchema, { email: initialEmail, password: '' })
  const { errors } = formState
  const { t, text } = useLoginWords()
  // The rule's English messages (src/domain/loginForm.ts) in the reader's language.
  const error = (message: string | undefined) => message && text(message)
  return (
    <form noValidate onSubmit={handleSubmit((values) => !pending && onSubmit(values))}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <CheckoutField label={t('email')} error={error(errors.email?.message)} size="md" type="email" dir="ltr" autoComplete="email" {...register('email')} />
        <CheckoutField label={t('password')} error={error(errors.password?.message)} size="md" type="password" autoComplete="current-password" {...register('password')} />
        <button type="submit" data-loading={pending ? '' : undefined} disabled={pending} className={cx(button({ size: 'lg' }), css({ colorPalette: 'brand' }))}>
          {pending ? (
            <span className={css({ display: 'contents' })}>
              <Spinner size="inherit" className={css({ borderWidth: '0.125em', color: 'inherit' })} />
              {t('loggingIn')}
            </span>
          ) : (
            t('submit')
          )}
        </button>
      </div>
    </form>
  )
}

import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { toLoginValues, type LoginValues } from '../../domain/loginForm'
import type { FormActor } from '../../machines/form/formMachine'
import { CheckoutField } from '../checkout/CheckoutField'
import { Spinner } from '../checkout/Spinner'
import { useMachineForm } from '../common/useMachineForm'

/** The login form; `form` is a form actor with the login rules (src/domain/loginForm.ts). */
export function LoginForm({ form, pending, onSubmit }: { form: FormActor; pending: boolean; onSubmit: (values: LoginValues) => void }) {
  const { errors, formProps } = useMachineForm(form, (values) => onSubmit(toLoginValues(values)))
  return (
    <form {...formProps}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <CheckoutField label="Email" error={errors.email} name="email" size="md" type="email" autoComplete="email" />
        <CheckoutField label="Password" error={errors.password} name="password" size="md" type="password" autoComplete="current-password" />
        <button type="submit" data-loading={pending ? '' : undefined} disabled={pending} className={cx(button({ size: 'lg' }), css({ colorPalette: 'brand' }))}>
          {pending ? (
            <span className={css({ display: 'contents' })}>
              <Spinner size="inherit" className={css({ borderWidth: '0.125em', color: 'inherit' })} />
              Logging in...
            </span>
          ) : (
            'Log in'
          )}
        </button>
      </div>
    </form>
  )
}

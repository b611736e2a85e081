import { useId, type InputHTMLAttributes } from 'react'
import { css, cx } from '../../../styled-system/css'
import { field, input } from '../../../styled-system/recipes'

// Each size's classes written out: the build inlines them (scripts/pandaInline.ts).
const INPUT_SIZES = { md: input({ size: 'md' }), lg: input({ size: 'lg' }) }

export interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'size'> {
  label: string
  error?: string
  /** The input's height: the checkout's large fields, or the app's default (the login's, as the app drew it). */
  size?: keyof typeof INPUT_SIZES
}

/**
 * A required text field of the checkout: the label above (with its required mark), the error in words under it.
 * The input is `aria-invalid` while there is an error and described by it (`aria-describedby` and `aria-errormessage`,
 * since not every screen reader follows the latter), the same markup the app's FormField gets from Chakra's field.
 */
export function CheckoutField({ label, error, size = 'lg', ...control }: CheckoutFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = error ? '' : undefined
  const parts = field()
  return (
    <div role="group" data-invalid={invalid} className={cx(parts.root, css({ flex: { sm: '1 1 45%' } }))}>
      <label htmlFor={id} data-required="" data-invalid={invalid} className={parts.label}>
        {label}
        <span aria-hidden="true" className={parts.requiredIndicator}>
          *
        </span>
      </label>
      <input
        {...control}
        id={id}
        required
        data-required=""
        data-invalid={invalid}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-errormessage={error ? errorId : undefined}
        className={INPUT_SIZES[size]}
      />
      {error && (
        <span id={errorId} aria-live="polite" className={cx(parts.errorText, css({ color: 'red.fg' }))}>
          {error}
        </span>
      )}
    </div>
  )
}

import { Field, type FieldRootProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** What a field's control carries so that assistive technology reads its error (or else its hint) with it. */
export interface FieldControlProps {
  'aria-describedby'?: string
}

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'invalid'> {
  label: string
  error?: string
  helper?: string
  /**
   * The control (a Chakra control reads the field's ids itself), or a function rendering it with `control`
   * spread on it, for a control that does not.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode)
}

/**
 * Label above the field, the error in words under it. Ark's field marks the control `aria-invalid` and
 * points `aria-errormessage` at the error, which not every screen reader follows, and `aria-describedby`
 * only at the hint: while there is an error the hint's id is the error's (the hint is not shown then), so
 * every control, the ones passed as they are too, is described by its error.
 */
export function FormField({ label, error, required, helper, children, ...root }: FormFieldProps) {
  const id = useId()
  const ids = { errorText: `${id}-error`, helperText: error ? `${id}-error` : `${id}-helper` }
  const describedBy = error ? ids.errorText : helper ? ids.helperText : undefined
  return (
    <Field.Root {...root} invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {typeof children === 'function' ? children({ 'aria-describedby': describedBy }) : children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  )
}

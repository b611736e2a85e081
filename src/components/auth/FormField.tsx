import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Label above the field, the error in words under it. */
export function FormField({ label, error, required, disabled, helper, children }: { label: string; error?: string; required?: boolean; disabled?: boolean; helper?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  )
}

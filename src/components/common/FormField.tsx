import { Field, type FieldRootProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { get, useFormState, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** What a field's control carries so that assistive technology reads its error (or else its hint) with it. */
export interface FieldControlProps {
  'aria-describedby'?: string
}

/** A registered field's control: its description and react-hook-form's name, ref, change and blur. */
export type RegisteredControlProps<T extends FieldValues> = FieldControlProps & UseFormRegisterReturn<Path<T>>

interface FieldFrameProps extends Omit<FieldRootProps, 'children' | 'invalid'> {
  label: string
  helper?: string
}

export interface FormFieldProps extends FieldFrameProps {
  error?: string
  /**
   * The control (a Chakra control reads the field's ids itself), or a function rendering it with `control`
   * spread on it, for a control that does not.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode)
}

export interface RegisteredFormFieldProps<T extends FieldValues> extends FieldFrameProps {
  /** The form (src/components/common/useZodForm.ts) and the field's name in its schema: the field registers itself and shows its own error. */
  form: UseFormReturn<T, unknown, unknown>
  name: Path<T>
  /** Fields checked again when this one changes (once it is checked): the other end of a range whose error shows there. */
  deps?: Path<T>[]
  children: (control: RegisteredControlProps<T>) => ReactNode
}

/**
 * The one form field: label above, the error in words under it. Ark's field marks the control `aria-invalid`
 * and points `aria-errormessage` at the error, which not every screen reader follows, and `aria-describedby`
 * only at the hint: while there is an error the hint's id is the error's (the hint is not shown then), so every
 * control, the ones passed as they are too, is described by its error.
 *
 * Given `form` and `name`, it registers the control with react-hook-form (whose ref lets an invalid submit
 * focus the first field in error) and reads the field's error from the form state, so a form of the one style
 * (useZodForm) writes each field once: `<FormField form={form} name="email" label="Email">{(control) => <Input {...control} />}</FormField>`.
 * A control that is not an input (a select of Chakra's, a checkbox) takes react-hook-form's Controller inside
 * the render function, with `error` passed as it is.
 */
export function FormField<T extends FieldValues>(props: RegisteredFormFieldProps<T>): ReactNode
export function FormField(props: FormFieldProps): ReactNode
export function FormField<T extends FieldValues>(props: FormFieldProps | RegisteredFormFieldProps<T>) {
  if ('form' in props) return <RegisteredFormField {...props} />
  return <FieldFrame {...props} />
}

function RegisteredFormField<T extends FieldValues>({ form, name, deps, children, ...frame }: RegisteredFormFieldProps<T>) {
  const { errors } = useFormState({ control: form.control, name })
  const error = (get(errors, name) as { message?: string } | undefined)?.message
  return (
    <FieldFrame {...frame} error={error}>
      {(control) => children({ ...control, ...form.register(name, deps && { deps }) })}
    </FieldFrame>
  )
}

function FieldFrame({ label, error, required, helper, children, ...root }: FormFieldProps) {
  const id = useId()
  // A rule's message (a schema keeps its English words) in the reader's language, when a catalog holds it.
  const { text } = useMessages(commonMessages)
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
      {error && <Field.ErrorText color="red.fg">{text(error)}</Field.ErrorText>}
    </Field.Root>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'

/**
 * The one form style (react-hook-form + a zod schema from src/domain): a field is checked when it is left and,
 * once checked or after a submit, again on every change (its message goes as soon as it is fixed); an invalid
 * submit moves the focus to the first field in error; `handleSubmit` hands the schema's output (the parsed
 * payload) to the flow, whose machine owns the sending, its busy state, its error and its retry.
 * `options`: a form whose fields leave its values when they leave the form (`shouldUnregister`), one checked
 * from the first keystroke (`mode: 'onChange'`, e.g. a field with a live length limit), or one that follows the
 * values it was given, held outside it (`follow`: the filters in force in the URL, the saved profile), shown again
 * whenever they change (react-hook-form's `values`, compared by value, so a new object with the same values each
 * render leaves the typing alone).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { follow = false, ...options }: Pick<UseFormProps<z.input<Schema>>, 'shouldUnregister' | 'mode'> & { follow?: boolean } = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(follow ? { values: defaultValues as z.input<Schema> } : {}),
    mode: 'onTouched',
    ...options,
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
}

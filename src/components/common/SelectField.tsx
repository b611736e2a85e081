import { NativeSelect } from '@chakra-ui/react'
import { FormField } from './FormField'

export interface SelectOption<T extends string> {
  value: T
  label: string
}

/** Options for values shown in words: `selectOptions(TRANSFER_STATUSES, transferStatusLabel)`. */
export function selectOptions<T extends string>(values: readonly T[], labelOf: (value: T) => string): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labelOf(value) }))
}

/**
 * The options decide the type. What an empty choice means: none (always one of the options), an "All ..." option that lifts a
 * filter (`undefined`), or a disabled prompt shown until something is chosen.
 */
type Choice<T extends string> =
  | { allLabel?: undefined; placeholder?: undefined; value: NoInfer<T>; onChange: (value: T) => void }
  | { allLabel: string; placeholder?: undefined; value: NoInfer<T> | undefined; onChange: (value: T | undefined) => void }
  | { placeholder: string; allLabel?: undefined; value: NoInfer<T> | null | undefined; onChange: (value: T) => void }

export type SelectFieldProps<T extends string> = Choice<T> & {
  label: string
  options: readonly SelectOption<T>[]
  /** Shown under the select; it marks the select invalid and describes it. */
  error?: string
  helper?: string
  required?: boolean
  disabled?: boolean
  size?: 'sm' | 'md'
}

/** The one labelled select: label above, a native select of fixed options, the error under it (and read with it: FormField). */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { label, options, error, helper, required, disabled, size } = props
  const choose = (raw: string) => {
    const chosen = options.find((option) => option.value === raw)?.value
    if (props.allLabel !== undefined) props.onChange(chosen)
    else if (chosen !== undefined) props.onChange(chosen)
  }
  return (
    <FormField label={label} error={error} helper={helper} required={required} disabled={disabled}>
      {(described) => (
        <NativeSelect.Root size={size}>
          <NativeSelect.Field {...described} value={props.value ?? ''} onChange={(event) => choose(event.target.value)}>
            {props.allLabel !== undefined && <option value="">{props.allLabel}</option>}
            {props.placeholder !== undefined && (
              <option value="" disabled>
                {props.placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  )
}

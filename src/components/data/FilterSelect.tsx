import { NativeSelect } from '@chakra-ui/react'
import { FormField } from '../auth/FormField'

export interface FilterOption<T extends string> {
  value: T
  label: string
}

/** A list filter as a labelled select: "All ..." (undefined) or one of the options. */
export function FilterSelect<T extends string>({ label, allLabel, value, options, onChange }: { label: string; allLabel: string; value: T | undefined; options: readonly FilterOption<T>[]; onChange: (value: T | undefined) => void }) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as T))}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

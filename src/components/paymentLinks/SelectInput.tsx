import { NativeSelect } from '@chakra-ui/react'

/** A native select of fixed options (inside a FormField, which labels it). */
export function SelectInput<T extends string>({ value, options, onChange, disabled }: { value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void; disabled?: boolean }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

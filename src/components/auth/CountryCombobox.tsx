import { Combobox, createListCollection, Portal } from '@chakra-ui/react'
import { useMemo, useState, type Ref } from 'react'
import { countryOptions, searchCountries, type CountryCode } from '../../domain/countries'
import type { FieldControlProps } from '../common/FormField'

export interface CountryComboboxProps extends FieldControlProps {
  /** The chosen alpha-2 code, or '' before a choice. */
  value: string
  onChange: (code: CountryCode | '') => void
  onBlur: () => void
  /** react-hook-form's ref: an invalid submit focuses the input. */
  inputRef?: Ref<HTMLInputElement>
  name: string
  /** The reader's `Translator.intl`: the countries are named and sorted in their language. */
  intl: string
  placeholder: string
  emptyText: string
}

/**
 * The country chooser of a form (issue 35 §8): a searchable list of every country in the reader's language that gives
 * the form the ISO 3166-1 alpha-2 code. Inside a FormField, whose label and error Ark's field context ties to the input.
 */
export function CountryCombobox({ value, onChange, onBlur, inputRef, name, intl, placeholder, emptyText, 'aria-describedby': describedBy }: CountryComboboxProps) {
  const all = useMemo(() => countryOptions(intl), [intl])
  const [query, setQuery] = useState('')
  const collection = useMemo(() => createListCollection({ items: searchCountries(all, query) }), [all, query])
  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      // The list shows every country again once one is chosen (the input then holds its name, not a search).
      onValueChange={(details) => {
        onChange((details.value[0] as CountryCode | undefined) ?? '')
        setQuery('')
      }}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') setQuery(details.inputValue)
      }}
      onOpenChange={(details) => !details.open && setQuery('')}
      openOnClick
      name={name}
    >
      <Combobox.Control>
        <Combobox.Input ref={inputRef} placeholder={placeholder} autoComplete="off" aria-describedby={describedBy} onBlur={onBlur} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="64">
            <Combobox.Empty>{emptyText}</Combobox.Empty>
            {collection.items.map((country) => (
              <Combobox.Item key={country.value} item={country}>
                {country.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}

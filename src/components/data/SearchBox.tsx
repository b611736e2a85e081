import { Button, HStack, Input, InputGroup } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { SearchIcon } from '../common/icons'
import { useLatest } from '../common/useLatest'

export const SEARCH_DEBOUNCE_MS = 300

export interface SearchBoxProps {
  /** The input's accessible name. */
  label: string
  placeholder?: string
  /** The search in force (from the URL); a change from outside (Clear) replaces what is typed. */
  value: string
  onSearch: (value: string) => void
  /** Search as the user types, this long after the last key; without it, only Enter or the button search. */
  debounceMs?: number
  /** A Search button beside the input. */
  submitLabel?: string
}

/** The list search: typed text goes to `onSearch` (debounced, or on Enter / the Search button), trimmed. */
export function SearchBox({ label, placeholder, value, onSearch, debounceMs, submitLabel }: SearchBoxProps) {
  const [draft, setDraft] = useState(value)
  const [inForce, setInForce] = useState(value)
  if (value !== inForce) {
    setInForce(value)
    setDraft(value)
  }
  const search = useLatest(onSearch)
  useEffect(() => {
    if (debounceMs === undefined || draft.trim() === value) return
    const timer = setTimeout(() => search()(draft.trim()), debounceMs)
    return () => clearTimeout(timer)
  }, [draft, value, debounceMs, search])

  return (
    <HStack
      as="form"
      role="search"
      gap="2"
      flex="1"
      minW="0"
      onSubmit={(event) => {
        event.preventDefault()
        search()(draft.trim())
      }}
    >
      <InputGroup startElement={<SearchIcon />} flex="1" minW="0">
        <Input type="search" aria-label={label} placeholder={placeholder} value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={200} />
      </InputGroup>
      {submitLabel && <Button type="submit" variant="outline">{submitLabel}</Button>}
    </HStack>
  )
}

import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * What the flow's machine says about one field (a failed call's message, a 400 naming the field) shown under that
 * field, as the one form style shows its own checks; by default the focus moves there, so a keyboard user is on it.
 */
export function useServerFieldError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  field: Path<T> | undefined,
  message: string | null | undefined,
  focus = true,
) {
  const { setError } = form
  useEffect(() => {
    if (field && message) setError(field, { message }, { shouldFocus: focus })
  }, [setError, field, message, focus])
}

import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * A filter form follows the filters in force (the URL): when they change from outside (a chip removed, Clear all,
 * Back) or once applied, the form shows them again. Compared by value: the route hands a new object each render.
 */
export function useFollowFilters<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, values: T) {
  const inForce = JSON.stringify(values)
  useEffect(() => {
    form.reset(JSON.parse(inForce) as T)
  }, [form, inForce])
}

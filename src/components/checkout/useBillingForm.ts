import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'
import type { BillingFormActor, BillingValues } from '../../machines/checkout/billingFormMachine'
import { useLatest } from '../common/useLatest'

const fieldOf = (target: EventTarget) => (target instanceof HTMLInputElement && target.name ? { name: target.name, value: target.value } : null)

function valuesOf(form: HTMLFormElement): BillingValues {
  const values: BillingValues = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  return values
}

/**
 * Wires the billing form element to its actor (src/machines/checkout/billingFormMachine.ts): its inputs' blur,
 * change and the submit go to the actor by the inputs' `name`; `onValid` gets the values of a valid submit;
 * after an invalid one the focus moves to the first field in error, once its message is on screen (so a screen
 * reader reads the field with its error). The checkout's own form driver: its first load cannot carry the
 * app's react-hook-form + zod (src/components/common/useZodForm.ts).
 */
export function useBillingForm(form: BillingFormActor, onValid: (values: BillingValues) => void) {
  const errors = useSelector(form, (snapshot) => snapshot.context.errors)
  const formRef = useRef<HTMLFormElement>(null)
  const latestOnValid = useLatest(onValid)
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null)

  useEffect(() => {
    const submitted = form.on('submitted', (event) => latestOnValid()(event.values))
    const invalid = form.on('invalid', (event) => setFocusRequest({ field: event.field }))
    return () => {
      submitted.unsubscribe()
      invalid.unsubscribe()
    }
  }, [form, latestOnValid])
  useEffect(() => {
    if (!focusRequest) return
    const field = formRef.current?.elements.namedItem(focusRequest.field)
    if (field instanceof HTMLElement) field.focus()
  }, [focusRequest])

  return {
    errors,
    formProps: {
      ref: formRef,
      noValidate: true,
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const field = fieldOf(event.target)
        if (field) form.send({ type: 'BLUR', ...field })
      },
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        const field = fieldOf(event.target)
        if (field) form.send({ type: 'CHANGE', ...field })
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        form.send({ type: 'SUBMIT', values: valuesOf(event.currentTarget) })
      },
    },
  }
}

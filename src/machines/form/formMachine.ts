import { assign, emit, setup, type ActorRefFrom } from 'xstate'

/**
 * A small form's field errors (the checkout's billing form, the login): each field is checked when it
 * loses focus and, once checked, again on every change (so the message goes away as soon as it is
 * fixed); Submit checks them all and emits `submitted` with the values, or `invalid` with the first
 * field in error (to move the focus there). The inputs keep their own values (uncontrolled): the
 * machine holds only which fields were checked and their messages, so typing re-renders nothing
 * until a message changes.
 */

/** A field's rule: its message for a value, or undefined when the value is valid. */
export type FieldRule = (value: string) => string | undefined

export type FieldValues = Record<string, string>

export interface FormInput {
  rules: Record<string, FieldRule>
}

export interface FormContext {
  rules: Record<string, FieldRule>
  /** Fields checked at least once (left or submitted). */
  checked: Record<string, true>
  errors: Record<string, string>
}

export type FormEvent = { type: 'BLUR'; name: string; value: string } | { type: 'CHANGE'; name: string; value: string } | { type: 'SUBMIT'; values: FieldValues }

export type FormEmitted = { type: 'submitted'; values: FieldValues } | { type: 'invalid'; field: string }

function withError(errors: Record<string, string>, name: string, message: string | undefined): Record<string, string> {
  if (errors[name] === message) return errors
  const { [name]: _previous, ...others } = errors
  return message === undefined ? others : { ...others, [name]: message }
}

function allErrors(rules: Record<string, FieldRule>, values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [name, rule] of Object.entries(rules)) {
    const message = rule(values[name] ?? '')
    if (message !== undefined) errors[name] = message
  }
  return errors
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    input: {} as FormInput,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  guards: {
    known: ({ context }, params: { name: string }) => params.name in context.rules,
    checked: ({ context }, params: { name: string }) => context.checked[params.name] === true,
    valid: ({ context }, params: { values: FieldValues }) => Object.keys(allErrors(context.rules, params.values)).length === 0,
  },
  actions: {
    check: assign(({ context }, params: { name: string; value: string }) => ({
      checked: context.checked[params.name] ? context.checked : { ...context.checked, [params.name]: true as const },
      errors: withError(context.errors, params.name, context.rules[params.name]!(params.value)),
    })),
    checkAll: assign(({ context }, params: { values: FieldValues }) => ({
      checked: Object.fromEntries(Object.keys(context.rules).map((name) => [name, true as const])),
      errors: allErrors(context.rules, params.values),
    })),
    emitSubmitted: emit((_, params: { values: FieldValues }) => ({ type: 'submitted' as const, values: params.values })),
    emitInvalid: emit(({ context }) => ({ type: 'invalid' as const, field: Object.keys(context.rules).find((name) => name in context.errors) ?? '' })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ rules: input.rules, checked: {}, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        BLUR: { guard: { type: 'known', params: ({ event }) => event }, actions: { type: 'check', params: ({ event }) => event } },
        CHANGE: { guard: { type: 'checked', params: ({ event }) => event }, actions: { type: 'check', params: ({ event }) => event } },
        SUBMIT: [
          {
            guard: { type: 'valid', params: ({ event }) => event },
            actions: [{ type: 'checkAll', params: ({ event }) => event }, { type: 'emitSubmitted', params: ({ event }) => event }],
          },
          { actions: [{ type: 'checkAll', params: ({ event }) => event }, 'emitInvalid'] },
        ],
      },
    },
  },
})

export type FormActor = ActorRefFrom<typeof formMachine>

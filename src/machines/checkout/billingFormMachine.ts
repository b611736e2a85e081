import { assign, emit, setup, type ActorRefFrom } from 'xstate'
import { CUSTOMER_FORM_RULES, type CustomerField } from '../../domain/customerForm'

/**
 * The checkout's billing form, field by field (SPEC §5 customer form): each field is checked when it loses
 * focus and, once checked, again on every change (so the message goes away as soon as it is fixed); Submit
 * checks them all and emits `submitted` with the values, or `invalid` with the first field in error (to move
 * the focus there). The inputs keep their own values (uncontrolled): the machine holds only which fields were
 * checked and their messages, so typing re-renders nothing until a message changes.
 *
 * The app's other forms use react-hook-form with a zod schema (src/components/common/useZodForm.ts); the
 * checkout's first-load budget cannot carry them, so this small driver lives in the checkout alone.
 */

export type BillingValues = Record<string, string>

export interface BillingFormContext {
  /** Fields checked at least once (left or submitted). */
  checked: Partial<Record<CustomerField, true>>
  errors: Partial<Record<CustomerField, string>>
}

export type BillingFormEvent = { type: 'BLUR'; name: string; value: string } | { type: 'CHANGE'; name: string; value: string } | { type: 'SUBMIT'; values: BillingValues }

export type BillingFormEmitted = { type: 'submitted'; values: BillingValues } | { type: 'invalid'; field: CustomerField }

const FIELDS = Object.keys(CUSTOMER_FORM_RULES) as CustomerField[]
const isField = (name: string): name is CustomerField => name in CUSTOMER_FORM_RULES

function withError(errors: BillingFormContext['errors'], name: CustomerField, message: string | undefined): BillingFormContext['errors'] {
  if (errors[name] === message) return errors
  const { [name]: _previous, ...others } = errors
  return message === undefined ? others : { ...others, [name]: message }
}

function allErrors(values: BillingValues): BillingFormContext['errors'] {
  const errors: BillingFormContext['errors'] = {}
  for (const name of FIELDS) {
    const message = CUSTOMER_FORM_RULES[name](values[name] ?? '')
    if (message !== undefined) errors[name] = message
  }
  return errors
}

export const billingFormMachine = setup({
  types: {
    context: {} as BillingFormContext,
    events: {} as BillingFormEvent,
    emitted: {} as BillingFormEmitted,
  },
  guards: {
    known: (_, params: { name: string }) => isField(params.name),
    checked: ({ context }, params: { name: string }) => isField(params.name) && context.checked[params.name] === true,
    valid: (_, params: { values: BillingValues }) => Object.keys(allErrors(params.values)).length === 0,
  },
  actions: {
    check: assign(({ context }, params: { name: string; value: string }) => {
      const name = params.name as CustomerField
      return {
        checked: context.checked[name] ? context.checked : { ...context.checked, [name]: true as const },
        errors: withError(context.errors, name, CUSTOMER_FORM_RULES[name](params.value)),
      }
    }),
    checkAll: assign((_, params: { values: BillingValues }) => ({
      checked: Object.fromEntries(FIELDS.map((name) => [name, true as const])),
      errors: allErrors(params.values),
    })),
    emitSubmitted: emit((_, params: { values: BillingValues }) => ({ type: 'submitted' as const, values: params.values })),
    emitInvalid: emit(({ context }) => ({ type: 'invalid' as const, field: FIELDS.find((name) => name in context.errors) ?? FIELDS[0]! })),
  },
}).createMachine({
  id: 'billingForm',
  context: { checked: {}, errors: {} },
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

export type BillingFormActor = ActorRefFrom<typeof billingFormMachine>

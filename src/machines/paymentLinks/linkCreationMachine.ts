import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { keyForAttempt } from '../../domain/idempotency'
import type { PaymentMethod } from '../../domain/paymentMethods'
import {
  EMPTY_LINK_FORM,
  LINK_FORM_MESSAGES,
  NO_LINK_FORM_ERRORS,
  amountError,
  buildPaymentLinkPayload,
  isLastMethod,
  isValidLinkForm,
  nameError,
  returnUrlError,
  toggleMethod,
  validateLinkForm,
  type Currency,
  type PaymentLinkCreate,
  type PaymentLinkFormErrors,
  type PaymentLinkFormValues,
} from '../../domain/paymentLinkForm'

type PaymentLinkCreated = components['schemas']['PaymentLinkCreated']

export interface LinkCreationInput {
  /** A fresh Idempotency-Key (a UUID v4); injected so that tests are deterministic. */
  newKey: () => string
}

export interface LinkCreationContext extends LinkCreationInput {
  values: PaymentLinkFormValues
  /** Shown under each field; `methods` explains a refused uncheck of the last method. */
  errors: PaymentLinkFormErrors
  /** The last attempt's failure, shown in the dialog: the server's message, else SPEC §8's. */
  submitError: string | null
  /** The key of the current intent: kept for a retry after a network error or a 5xx, dropped after a 4xx or an edit. */
  idempotencyKey: string | null
  /** The HTTP status of the last failed attempt; undefined when its answer was lost. */
  failureStatus: number | undefined
}

export type TextField = 'amount' | 'name' | 'description' | 'returnUrl'
/** The fields checked on blur. */
export type CheckedField = 'amount' | 'name' | 'returnUrl'

export type LinkCreationEvent =
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'BLUR'; field: CheckedField }
  | { type: 'SET_CURRENCY'; currency: Currency }
  | { type: 'TOGGLE_METHOD'; method: PaymentMethod }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }

export interface CreateLinkInput {
  payload: PaymentLinkCreate
  idempotencyKey: string
}

const FIELD_CHECKS: Record<CheckedField, (values: PaymentLinkFormValues) => string | null> = {
  amount: (values) => amountError(values.amount),
  name: (values) => nameError(values.name),
  returnUrl: (values) => returnUrlError(values.returnUrl),
}
const fieldError = (field: CheckedField, values: PaymentLinkFormValues) => FIELD_CHECKS[field](values)

/** The failure an attempt ended with: its message (the server's, or the API module's fallback) and status. */
function failureOf(error: unknown): { message: string; status: number | undefined } {
  const failure = error as { message?: unknown; status?: unknown } | null
  const message = typeof failure?.message === 'string' && failure.message.trim() ? failure.message : LINK_FORM_MESSAGES.createFailed
  return { message, status: typeof failure?.status === 'number' ? failure.status : undefined }
}

/**
 * The Create Payment Link dialog (SPEC §2, §3, §5, §8): editing → submitting → done | failed.
 * The amount and the name are checked on blur and on submit; an error re-checks as the merchant
 * types, so it goes as soon as the value is fixed. A failure keeps every typed value; editing after
 * it starts a new intent (a new Idempotency-Key), submitting again unchanged retries the same one.
 */
export const linkCreationMachine = setup({
  types: {
    context: {} as LinkCreationContext,
    events: {} as LinkCreationEvent,
    input: {} as LinkCreationInput,
  },
  actors: {
    createPaymentLink: fromPromise<PaymentLinkCreated, CreateLinkInput>(() => Promise.reject(new Error('createPaymentLink not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { message: string }) => {},
    /** Created: the list is refreshed and the dialog closes. */
    finish: (_, _params: { created: PaymentLinkCreated }) => {},
    /** Dismissed: the dialog closes. */
    close: () => {},
    edit: assign(({ context, event }) => {
      const values = { ...context.values }
      if (event.type === 'CHANGE') values[event.field] = event.value
      else if (event.type === 'SET_CURRENCY') values.currency = event.currency
      else if (event.type === 'TOGGLE_METHOD') values.methods = toggleMethod(values.methods, event.method)
      // An error already shown is re-checked while typing; a new one waits for the blur or the submit.
      const errors = {
        amount: context.errors.amount && amountError(values.amount),
        name: context.errors.name && nameError(values.name),
        returnUrl: context.errors.returnUrl && returnUrlError(values.returnUrl),
        methods: null,
      }
      return { values, errors }
    }),
    check: assign({
      errors: ({ context, event }) => (event.type === 'BLUR' ? { ...context.errors, [event.field]: fieldError(event.field, context.values) } : context.errors),
    }),
    checkAll: assign({ errors: ({ context }) => validateLinkForm(context.values) }),
    refuseUncheck: assign({ errors: ({ context }) => ({ ...context.errors, methods: LINK_FORM_MESSAGES.methodRequired }) }),
    /** A changed request is a new intent. */
    startNewIntent: assign({ submitError: null, idempotencyKey: null, failureStatus: undefined }),
    keyAttempt: assign({
      errors: NO_LINK_FORM_ERRORS,
      submitError: null,
      idempotencyKey: ({ context }) => keyForAttempt(context.idempotencyKey, context.failureStatus, context.newKey),
    }),
  },
  guards: {
    isValid: ({ context }) => isValidLinkForm(context.values),
    isLastMethod: ({ context, event }) => event.type === 'TOGGLE_METHOD' && isLastMethod(context.values.methods, event.method),
  },
}).createMachine({
  id: 'linkCreation',
  context: ({ input }) => ({ ...input, values: EMPTY_LINK_FORM, errors: NO_LINK_FORM_ERRORS, submitError: null, idempotencyKey: null, failureStatus: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'edit' },
        SET_CURRENCY: { actions: 'edit' },
        TOGGLE_METHOD: [{ guard: 'isLastMethod', actions: 'refuseUncheck' }, { actions: 'edit' }],
        BLUR: { actions: 'check' },
        SUBMIT: [{ guard: 'isValid', target: 'submitting', actions: 'keyAttempt' }, { actions: 'checkAll' }],
        CANCEL: 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createPaymentLink',
        src: 'createPaymentLink',
        input: ({ context }) => ({ payload: buildPaymentLinkPayload(context.values), idempotencyKey: context.idempotencyKey ?? context.newKey() }),
        onDone: {
          target: 'done',
          actions: [{ type: 'notifySuccess', params: { message: LINK_FORM_MESSAGES.created } }, { type: 'finish', params: ({ event }) => ({ created: event.output }) }],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const { message, status } = failureOf(event.error)
            return { submitError: message, failureStatus: status }
          }),
        },
      },
    },
    /** The attempt failed: the message shows in the dialog with every typed value kept. */
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: ['edit', 'startNewIntent'] },
        SET_CURRENCY: { target: 'editing', actions: ['edit', 'startNewIntent'] },
        TOGGLE_METHOD: [{ guard: 'isLastMethod', actions: 'refuseUncheck' }, { target: 'editing', actions: ['edit', 'startNewIntent'] }],
        BLUR: { actions: 'check' },
        // Nothing changed since a valid submit: the same intent again.
        SUBMIT: { target: 'submitting', actions: 'keyAttempt' },
        CANCEL: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final', entry: 'close' },
  },
})

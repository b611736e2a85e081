/** The Create Payment Link dialog (SPEC §2, §3, §5, §8): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { amountError, buildPaymentLinkPayload, isLastMethod, isValidLinkForm, LINK_FORM_MESSAGES, nameError, returnUrlError, toggleMethod, validateLinkForm } from '../../../src/domain/paymentLinkForm'
import type { PaymentMethod } from '../../../src/domain/paymentMethods'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

type Values = { amount: string; name: string; description: string; currency: string; methods: PaymentMethod[]; returnUrl: string }

/** An edit: the value changes; an error already shown is re-checked, a new one waits for the blur or the submit; after a failure it is a new intent. */
const edits = (change: (values: Values) => Values) => (step: Step) => {
  const values = change(step.before.context.values)
  expect(step.after.context.values).toEqual(values)
  const { errors } = step.before.context
  expect(step.after.context.errors).toEqual({
    amount: errors.amount && amountError(values.amount),
    name: errors.name && nameError(values.name),
    returnUrl: errors.returnUrl && returnUrlError(values.returnUrl),
    methods: null,
  })
  if (step.before.words === 'failed') expect(step.after.context).toMatchObject({ submitError: null, idempotencyKey: null, failureStatus: undefined })
}
const edited = { editing: 'editing', failed: 'editing' }
const toggled = (method: PaymentMethod) => (step: Step) => {
  // The last remaining method cannot be unchecked.
  if (isLastMethod(step.before.context.values.methods, method)) {
    expect(step.after.context.values).toEqual(step.before.context.values)
    expect(step.after.context.errors.methods).toBe(LINK_FORM_MESSAGES.methodRequired)
  } else edits((values) => ({ ...values, methods: toggleMethod(values.methods, method) }))(step)
}
const toggleLeadsTo = (method: PaymentMethod) => ({ editing: 'editing', failed: (step: Step) => (isLastMethod(step.before.context.values.methods, method) ? 'failed' : 'editing') })

export default defineOracle({
  name: 'linkCreationMachine',
  leadsTo: {
    'CHANGE (amount 25.00)': edited,
    'CHANGE (amount 9.99)': edited,
    'CHANGE (name Consulting)': edited,
    'SET_CURRENCY (EUR)': edited,
    'TOGGLE_METHOD (crypto)': toggleLeadsTo('crypto'),
    'TOGGLE_METHOD (card)': toggleLeadsTo('card'),
    'BLUR (amount)': { editing: 'editing', failed: 'failed' },
    // Nothing changed since a valid submit: the same intent again.
    SUBMIT: { editing: (step) => (isValidLinkForm(step.before.context.values) ? 'submitting' : 'editing'), failed: 'submitting' },
    CANCEL: { editing: 'cancelled', failed: 'cancelled' },
    'createPaymentLink done': 'done',
    'createPaymentLink error': 'failed',
  },
  does: {
    'CHANGE (amount 25.00)': edits((values) => ({ ...values, amount: '25.00' })),
    'CHANGE (amount 9.99)': edits((values) => ({ ...values, amount: '9.99' })),
    'CHANGE (name Consulting)': edits((values) => ({ ...values, name: 'Consulting' })),
    'SET_CURRENCY (EUR)': edits((values) => ({ ...values, currency: 'EUR' })),
    'TOGGLE_METHOD (crypto)': toggled('crypto'),
    'TOGGLE_METHOD (card)': toggled('card'),
    // SPEC §5: validated on blur.
    'BLUR (amount)': (step) => expect(step.after.context.errors).toEqual({ ...step.before.context.errors, amount: amountError(step.before.context.values.amount) }),
    SUBMIT: (step) => {
      const { values } = step.before.context
      if (step.after.words !== 'submitting') return expect(step.after.context.errors).toEqual(validateLinkForm(values))
      const [sent] = startedInputs(step, 'createPaymentLink') as { payload: unknown; idempotencyKey: string }[]
      expect(sent!.payload).toEqual(buildPaymentLinkPayload(values))
      expect(step.after.context).toMatchObject({ submitError: null, idempotencyKey: sent!.idempotencyKey, errors: { amount: null, name: null, methods: null } })
      // The key of the intent: a retry after a lost answer sends it again; a new intent gets a new one.
      if (step.before.words === 'failed' && step.before.context.failureStatus === undefined) expect(sent!.idempotencyKey).toBe(step.before.context.idempotencyKey)
      else expect(sent!.idempotencyKey).not.toBe(step.before.context.idempotencyKey)
    },
    CANCEL: (step) => expect(ran(step, 'close')).toHaveLength(1),
    'createPaymentLink done': (step) => {
      expect(ran(step, 'notifySuccess')).toEqual([{ message: LINK_FORM_MESSAGES.created }])
      expect(ran(step, 'finish')).toEqual([{ created: step.event.output }])
    },
    // SPEC §8: the server's message, else "Failed to create payment link"; every typed value kept.
    'createPaymentLink error': (step) => {
      expect(step.after.context).toMatchObject({ submitError: 'Failed to create payment link', failureStatus: undefined, values: step.before.context.values })
      expect(ran(step, 'finish')).toEqual([])
    },
  },
})

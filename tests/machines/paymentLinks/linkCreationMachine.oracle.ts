/** The Create Payment Link dialog (SPEC §2, §3, §5, §8): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { LINK_FORM_MESSAGES } from '../../../src/domain/paymentLinkForm'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

/** The form's payload is sent; the same payload after a lost answer or a 5xx keeps the intent's key, anything else is a new intent. */
const sends = (step: Step) => {
  const [sent] = startedInputs(step, 'createPaymentLink') as { payload: unknown; idempotencyKey: string }[]
  expect(sent!.payload).toEqual(step.event.value)
  expect(step.after.context).toMatchObject({ submitError: null, idempotencyKey: sent!.idempotencyKey })
  const { keyPayload, failureStatus, idempotencyKey } = step.before.context
  const sameIntent = step.before.words === 'failed' && keyPayload === JSON.stringify(step.event.value) && (failureStatus === undefined || failureStatus >= 500)
  if (sameIntent) expect(sent!.idempotencyKey).toBe(idempotencyKey)
  else expect(sent!.idempotencyKey).not.toBe(idempotencyKey)
}
const submitLeads = { editing: 'submitting', failed: 'submitting' }
/** SPEC §8: the server's message, else "Failed to create payment link"; the dialog stays. */
const fails = (message: string, status: number | undefined) => (step: Step) => {
  expect(step.after.context).toMatchObject({ submitError: message, failureStatus: status })
  expect(ran(step, 'finish')).toEqual([])
}

export default defineOracle({
  name: 'linkCreationMachine',
  leadsTo: {
    'SUBMIT ($25.00 Consulting)': submitLeads,
    'SUBMIT (€30.00 Consulting)': submitLeads,
    CANCEL: { editing: 'cancelled', failed: 'cancelled' },
    'createPaymentLink done': 'done',
    'createPaymentLink error (answer lost)': 'failed',
    'createPaymentLink error (400)': 'failed',
  },
  does: {
    'SUBMIT ($25.00 Consulting)': sends,
    'SUBMIT (€30.00 Consulting)': sends,
    CANCEL: (step) => expect(ran(step, 'close')).toHaveLength(1),
    'createPaymentLink done': (step) => {
      // Issue 35 §12: the toast carries the new link's address, to copy it.
      expect(ran(step, 'notifyCreated')).toEqual([{ message: LINK_FORM_MESSAGES.created, url: step.event.output.payment_link.url }])
      expect(ran(step, 'finish')).toEqual([{ created: step.event.output }])
    },
    'createPaymentLink error (answer lost)': fails('Failed to create payment link', undefined),
    'createPaymentLink error (400)': fails('Amount can have at most 2 decimals', 400),
  },
})

/**
 * One row of the staff review table (SPEC §2, §4, §8; issue 19: decisions are confirmed, a rejection
 * may carry a reason of at most 500 characters, trimmed), written apart from the machine.
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { REVIEWED_ID } from './integrationReviewMachine.model'

const MAX_REASON = 500
const reasonTooLong = (step: Step) => step.before.context.decision === 'reject' && step.before.context.reason.trim().length > MAX_REASON
/** Approve or Reject opens the confirmation with that decision; nothing is sent yet. */
const opens = (decision: 'approve' | 'reject') => (step: Step) => {
  if (step.before.words === 'idle') expect(step.after.context).toEqual({ id: REVIEWED_ID, decision, reason: '', error: null })
  else expect(step.after.context).toEqual(step.before.context)
  expect(step.started).toEqual([])
}

export default defineOracle({
  name: 'integrationReviewMachine',
  leadsTo: {
    // While the confirmation is open, the call runs, and once it succeeded, a click changes nothing.
    APPROVE: { idle: 'confirming' },
    REJECT: { idle: 'confirming' },
    'REASON (a reason)': { confirming: 'confirming' },
    'REASON (a reason over 500 characters)': { confirming: 'confirming' },
    // A reason over 500 characters is not sent: the confirmation stays with its message.
    CONFIRM: { confirming: (step) => (reasonTooLong(step) ? 'confirming' : 'reviewing') },
    CANCEL: { confirming: 'idle' },
    'updateStatus done (accepted)': 'reviewed',
    // Back to the confirmation, where Confirm tries again.
    'updateStatus error (server error)': 'confirming',
  },
  does: {
    APPROVE: opens('approve'),
    REJECT: opens('reject'),
    // Only a rejection takes a reason.
    'REASON (a reason)': (step) => expect(step.after.context.reason).toBe(step.before.words === 'confirming' && step.before.context.decision === 'reject' ? step.event.value : step.before.context.reason),
    'REASON (a reason over 500 characters)': (step) =>
      expect(step.after.context.reason).toBe(step.before.words === 'confirming' && step.before.context.decision === 'reject' ? step.event.value : step.before.context.reason),
    // The decision as confirmed; a rejection's reason trimmed, and only when one was typed.
    CONFIRM: (step) => {
      if (step.after.words !== 'reviewing') return expect(step.started).toEqual([])
      const { decision, reason } = step.before.context
      const sent = decision === 'reject' && reason.trim() ? { reason: reason.trim() } : {}
      expect(startedInputs(step, 'updateStatus')).toEqual([{ id: REVIEWED_ID, is_valid: decision === 'approve', ...sent }])
      expect(step.after.context.error).toBeNull()
    },
    CANCEL: (step) => {
      if (step.before.words === 'confirming') expect(step.after.context).toEqual({ id: REVIEWED_ID, decision: null, reason: '', error: null })
      expect(step.started).toEqual([])
    },
    // SPEC §8: "Integration approved successfully" (the answer's is_valid says which); the row keeps its new status; both lists re-read (§4).
    'updateStatus done (accepted)': (step) => {
      expect(ran(step, 'notifySuccess')).toEqual([{ message: 'Integration approved successfully' }])
      expect(ran(step, 'reportReviewed')).toEqual([{ integration: step.event.output.data }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
    // The server's message; the lists are re-read too (another reviewer may have been first); the decision and reason stay for a retry.
    'updateStatus error (server error)': (step) => {
      expect(step.after.context).toMatchObject({ error: 'Failed to update integration status', decision: step.before.context.decision, reason: step.before.context.reason })
      expect(ran(step, 'notifyError')).toEqual([{ message: 'Failed to update integration status' }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
  },
  paths: {
    'nothing is sent but by a confirmation': (steps) => {
      for (const step of steps) if (startedInputs(step, 'updateStatus').length > 0) expect(step.words).toBe('CONFIRM')
    },
  },
})

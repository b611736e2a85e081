/**
 * One row of the staff review table (SPEC §2, §4, §8; issue 19: decisions are confirmed, a rejection
 * may carry a reason of at most 500 characters, trimmed), written apart from the machine.
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { REVIEWED_ID } from './integrationReviewMachine.model'

/** Approve or Reject opens the confirmation with that decision; nothing is sent yet. */
const opens = (decision: 'approve' | 'reject') => (step: Step) => {
  if (step.before.words === 'idle') expect(step.after.context).toEqual({ id: REVIEWED_ID, decision, error: null })
  else expect(step.after.context).toEqual(step.before.context)
  expect(step.started).toEqual([])
}

const confirms = (step: Step) => {
  if (step.after.words !== 'reviewing') return expect(step.started).toEqual([])
  const { decision } = step.before.context
  const sent = decision === 'reject' && step.event.value.reason ? { reason: step.event.value.reason } : {}
  expect(startedInputs(step, 'updateStatus')).toEqual([{ id: REVIEWED_ID, is_valid: decision === 'approve', ...sent }])
  expect(step.after.context.error).toBeNull()
}

export default defineOracle({
  name: 'integrationReviewMachine',
  leadsTo: {
    // While the confirmation is open, the call runs, and once it succeeded, a click changes nothing.
    APPROVE: { idle: 'confirming' },
    REJECT: { idle: 'confirming' },
    'CONFIRM (no reason)': { confirming: 'reviewing' },
    'CONFIRM (a reason)': { confirming: 'reviewing' },
    CANCEL: { confirming: 'idle' },
    'updateStatus done (accepted)': 'reviewed',
    // Back to the confirmation, where Confirm tries again.
    'updateStatus error (server error)': 'confirming',
  },
  does: {
    APPROVE: opens('approve'),
    REJECT: opens('reject'),
    // The decision as confirmed; a rejection's reason as the form parsed it, and only when there is one.
    'CONFIRM (no reason)': confirms,
    'CONFIRM (a reason)': confirms,
    CANCEL: (step) => {
      if (step.before.words === 'confirming') expect(step.after.context).toEqual({ id: REVIEWED_ID, decision: null, error: null })
      expect(step.started).toEqual([])
    },
    // SPEC §8: "Integration approved successfully" (the answer's is_valid says which); the row keeps its new status; both lists re-read (§4).
    'updateStatus done (accepted)': (step) => {
      expect(ran(step, 'notifySuccess')).toEqual([{ message: 'Integration approved successfully' }])
      expect(ran(step, 'reportReviewed')).toEqual([{ integration: step.event.output.data }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
    // The server's message; the lists are re-read too (another reviewer may have been first); the decision stays for a retry (the form keeps the reason).
    'updateStatus error (server error)': (step) => {
      expect(step.after.context).toMatchObject({ error: 'Failed to update integration status', decision: step.before.context.decision })
      expect(ran(step, 'notifyError')).toEqual([{ message: 'Failed to update integration status' }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
  },
  paths: {
    'nothing is sent but by a confirmation': (steps) => {
      for (const step of steps) if (startedInputs(step, 'updateStatus').length > 0) expect(step.words).toMatch(/^CONFIRM/)
    },
  },
})

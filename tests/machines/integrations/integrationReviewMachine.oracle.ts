/**
 * One row of the staff review table (SPEC §2, §4, §8), written apart from the machine.
 * Another engineer is adding a confirm step to this machine: this file holds every expectation
 * on its current shape (APPROVE / REJECT send at once), to adapt after that merge.
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { REVIEWED_ID } from './integrationReviewMachine.model'

const decided = (isValid: boolean) => (step: Step) => {
  expect(startedInputs(step, 'updateStatus')).toEqual([{ id: REVIEWED_ID, is_valid: isValid }])
  expect(step.after.context).toEqual({ id: REVIEWED_ID, decision: isValid ? 'approve' : 'reject', error: null })
}

export default defineOracle({
  name: 'integrationReviewMachine',
  leadsTo: {
    // While the call runs, and once it succeeded, a click sends nothing.
    APPROVE: { idle: 'reviewing' },
    REJECT: { idle: 'reviewing' },
    'updateStatus done (accepted)': 'reviewed',
    'updateStatus error (server error)': 'idle',
  },
  does: {
    APPROVE: (step) => (step.before.words === 'idle' ? decided(true)(step) : expect(step.started).toEqual([])),
    REJECT: (step) => (step.before.words === 'idle' ? decided(false)(step) : expect(step.started).toEqual([])),
    // SPEC §8: "Integration approved successfully" (the answer's is_valid says which); both lists re-read (§4).
    'updateStatus done (accepted)': (step) => {
      expect(ran(step, 'notifySuccess')).toEqual([{ message: 'Integration approved successfully' }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
    // The server's message; the lists are re-read too (another reviewer may have been first).
    'updateStatus error (server error)': (step) => {
      expect(step.after.context.error).toBe('Failed to update integration status')
      expect(ran(step, 'notifyError')).toEqual([{ message: 'Failed to update integration status' }])
      expect(ran(step, 'refreshLists')).toHaveLength(1)
    },
  },
})

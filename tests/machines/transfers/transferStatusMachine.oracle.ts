/** Moving a payout's status on (README, transfers): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { CHOOSE_STATUS_MESSAGE } from '../../../src/machines/transfers/transferStatusMachine'
import { CONNECTION_LOST_MESSAGE } from '../../../src/machines/transfers/transferFailure'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const confirm = (step: Step) => (step.before.context.status === null ? 'confirming' : 'updating')

export default defineOracle({
  name: 'transferStatusMachine',
  leadsTo: {
    'REQUEST (a pending transfer)': { idle: 'confirming', done: 'confirming' },
    // A COMPLETED transfer has nowhere to go: nothing opens.
    'REQUEST (a completed transfer)': {},
    'CHOOSE (Processing)': { confirming: 'confirming', failed: 'confirming' },
    'CHOOSE (Pending, not allowed)': {},
    'REASON (a reason)': { confirming: 'confirming', failed: 'failed' },
    CONFIRM: { confirming: confirm, failed: 'updating' },
    DISMISS: { confirming: 'idle', failed: 'idle' },
    'updateStatus done (moved on)': 'done',
    'updateStatus error (400 not allowed)': 'failed',
    'updateStatus error (answer lost)': 'failed',
  },
  does: {
    'REQUEST (a pending transfer)': (step) => expect(step.after.context).toEqual({ transfer: step.event.transfer, status: null, reason: '', error: null }),
    'CHOOSE (Processing)': (step) => expect(step.after.context).toMatchObject({ status: 'PROCESSING', error: null }),
    'CHOOSE (Pending, not allowed)': (step) => expect(step.after.context).toEqual(step.before.context),
    'REASON (a reason)': (step) => expect(step.after.context.reason).toBe('Bank confirmed'),
    CONFIRM: (step) => {
      const sent = startedInputs(step, 'updateStatus')
      if (step.after.words === 'updating') {
        const { transfer, status, reason } = step.before.context
        expect(sent).toEqual([{ id: transfer.id, status, ...(reason ? { reason } : {}) }])
        expect(step.after.context.error).toBeNull()
      } else {
        expect(sent).toEqual([])
        expect(step.after.context.error).toBe(CHOOSE_STATUS_MESSAGE)
      }
    },
    'updateStatus done (moved on)': (step) => {
      expect(step.after.context.transfer).toEqual(step.event.output)
      expect(ran(step, 'notifySuccess')).toEqual([{ transfer: step.event.output }])
      expect(ran(step, 'refresh')).toHaveLength(1)
    },
    'updateStatus error (400 not allowed)': (step) => expect(step.after.context.error).toBe('A COMPLETED transfer cannot move to FAILED.'),
    'updateStatus error (answer lost)': (step) => expect(step.after.context.error).toBe(CONNECTION_LOST_MESSAGE),
  },
})

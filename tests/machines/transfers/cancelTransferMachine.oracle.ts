/** Cancelling a PENDING payout (README, transfers): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { CONNECTION_LOST_MESSAGE } from '../../../src/machines/transfers/transferFailure'
import { defineOracle, ran, startedInputs } from '../../support/paths/oracle'

export default defineOracle({
  name: 'cancelTransferMachine',
  leadsTo: {
    // Only a PENDING transfer can be cancelled: another one never opens the confirmation.
    'REQUEST (a pending transfer)': { idle: 'confirming', done: 'confirming' },
    'REQUEST (a processing transfer)': {},
    CONFIRM: { confirming: 'cancelling', failed: 'cancelling' },
    DISMISS: { confirming: 'idle', failed: 'idle' },
    'cancelTransfer done (cancelled)': 'done',
    'cancelTransfer error (400 not pending)': 'failed',
    'cancelTransfer error (answer lost)': 'failed',
  },
  does: {
    'REQUEST (a pending transfer)': (step) => expect(step.after.context).toEqual({ transfer: step.event.transfer, error: null }),
    CONFIRM: (step) => {
      expect(startedInputs(step, 'cancelTransfer')).toEqual([{ id: step.before.context.transfer.id }])
      expect(step.after.context.error).toBeNull()
    },
    'cancelTransfer done (cancelled)': (step) => {
      expect(step.after.context.transfer).toEqual(step.event.output)
      expect(ran(step, 'notifySuccess')).toEqual([{ transfer: step.event.output }])
      expect(ran(step, 'refresh')).toHaveLength(1)
    },
    'cancelTransfer error (400 not pending)': (step) => {
      expect(step.after.context.error).toBe('Only a PENDING transfer can be cancelled; this one is COMPLETED.')
      expect(ran(step, 'refresh')).toHaveLength(0)
    },
    'cancelTransfer error (answer lost)': (step) => expect(step.after.context.error).toBe(CONNECTION_LOST_MESSAGE),
  },
})
